-- The admin audit log: one row per admin action, from the `events.audit.admin-action` events every
-- service writes to its outbox in the transaction of the action. The id is the event id, so a
-- redelivered event is one row. Append-only: a trigger refuses UPDATE, DELETE and TRUNCATE.
CREATE TABLE admin_audit_log (
  id           uuid PRIMARY KEY,
  occurred_at  timestamptz(3) NOT NULL,
  recorded_at  timestamptz(3) NOT NULL DEFAULT now(),
  actor_id     uuid NOT NULL,
  action       text NOT NULL,
  target_type  text NOT NULL,
  target_id    text NOT NULL,
  user_id      uuid,
  old_value    text,
  new_value    text,
  description  text
);
CREATE INDEX admin_audit_log_time_idx ON admin_audit_log (occurred_at DESC, id);
CREATE INDEX admin_audit_log_user_idx ON admin_audit_log (user_id, occurred_at DESC);
CREATE INDEX admin_audit_log_action_idx ON admin_audit_log (action, occurred_at DESC);

CREATE FUNCTION admin_audit_log_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'admin_audit_log is append-only (% refused)', TG_OP USING ERRCODE = 'insufficient_privilege';
END $$;
CREATE TRIGGER admin_audit_log_no_change BEFORE UPDATE OR DELETE ON admin_audit_log
  FOR EACH ROW EXECUTE FUNCTION admin_audit_log_append_only();
CREATE TRIGGER admin_audit_log_no_truncate BEFORE TRUNCATE ON admin_audit_log
  FOR EACH STATEMENT EXECUTE FUNCTION admin_audit_log_append_only();

-- The admin Users list searches name, e-mail and grant number with a substring match: a trigram
-- index keeps that fast with many thousands of profiles.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
CREATE INDEX profiles_search_trgm_idx ON profiles
  USING gin ((lower(full_name || ' ' || email || ' ' || grant_number)) gin_trgm_ops);
CREATE INDEX profiles_created_idx ON profiles (created_at DESC, id);

-- Erased recipients: the profile row is gone; this keeps only that it existed and when it was erased.
CREATE TABLE erased_users (
  user_id     uuid PRIMARY KEY,
  erased_at   timestamptz(3) NOT NULL DEFAULT now(),
  erased_by   uuid NOT NULL
);
