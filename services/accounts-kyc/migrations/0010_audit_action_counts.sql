-- How many audit entries each action has, so the audit log's total for an action filter (and the whole log's, their
-- sum) is one row read instead of a count over every entry of the action. Kept by a statement trigger on
-- admin_audit_log, in the transaction of the insert, like the ledger's exposure sums: every writer is counted (one
-- event, a batch, a redelivery that inserts nothing adds nothing, as the transition table holds only the rows
-- inserted). The upsert locks the action's row until the commit, so concurrent inserts of one action add one after
-- the other and no increment is lost; a statement with several actions takes their rows in one order (no deadlock).
-- The log is append-only (0006), so a count only grows.
CREATE TABLE admin_audit_action_counts (
  action   text PRIMARY KEY,
  entries  bigint NOT NULL CHECK (entries >= 0)
);

CREATE FUNCTION admin_audit_count_actions() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO admin_audit_action_counts AS c (action, entries)
  SELECT action, count(*) FROM added_entries GROUP BY action ORDER BY action
  ON CONFLICT (action) DO UPDATE SET entries = c.entries + EXCLUDED.entries;
  RETURN NULL;
END $$;

CREATE TRIGGER admin_audit_log_action_counts AFTER INSERT ON admin_audit_log
  REFERENCING NEW TABLE AS added_entries FOR EACH STATEMENT EXECUTE FUNCTION admin_audit_count_actions();

-- The entries already there. Creating the trigger above waited for the inserts in progress and holds off new ones
-- until this migration commits, so this count and the trigger's add up to every entry exactly once.
INSERT INTO admin_audit_action_counts (action, entries)
SELECT action, count(*) FROM admin_audit_log GROUP BY action;
