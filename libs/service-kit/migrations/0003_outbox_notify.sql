-- Wakes the outbox relay when a transaction that wrote outbox rows commits: one notification per
-- statement (PostgreSQL folds identical ones of a transaction into one and delivers them at commit),
-- so the relay publishes at once instead of polling the table.
CREATE OR REPLACE FUNCTION outbox_notify() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('outbox_rows', '');
  RETURN NULL;
END;
$$;

DROP TRIGGER IF EXISTS outbox_notify ON outbox;
CREATE TRIGGER outbox_notify AFTER INSERT ON outbox FOR EACH STATEMENT EXECUTE FUNCTION outbox_notify();
