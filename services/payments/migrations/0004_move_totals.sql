-- How many transfers and project payments there are and what they add up to (amount_cents), for the admin
-- Overview: a read of a few rows instead of a count and a sum over both tables. Kept by statement triggers in
-- the transaction of the insert, so every writer is counted (the repositories, the scale generator), each row
-- once: the transition table holds only the rows the statement inserted (an ON CONFLICT DO NOTHING that inserts
-- nothing adds nothing). A restore loads the rows and these totals before it makes the triggers.
--
-- Creating a record is on the money path, and one counter row per kind would make concurrent inserts wait for
-- one another on its lock until each commits. So each kind has 16 rows (slots) and a statement adds to the slot of
-- its backend (pg_backend_pid() % 16): inserts from different connections of the pool mostly take different
-- rows, and two that share a slot add one after the other (the UPDATE locks the row until the commit; no
-- increment is lost). A statement locks a single row, and no transaction inserts both kinds, so no deadlock.
-- The reader sums the slots. The rows are all made here, so the trigger only ever updates.
CREATE TABLE move_totals (
  kind          text NOT NULL CHECK (kind IN ('transfers', 'project_payments')),
  slot          smallint NOT NULL CHECK (slot BETWEEN 0 AND 15),
  records       bigint NOT NULL DEFAULT 0 CHECK (records >= 0),
  amount_cents  bigint NOT NULL DEFAULT 0 CHECK (amount_cents >= 0),
  PRIMARY KEY (kind, slot)
);
INSERT INTO move_totals (kind, slot)
SELECT kind, slot FROM unnest(ARRAY['transfers', 'project_payments']) kind, generate_series(0, 15) slot;

-- TG_ARGV[0]: the kind (the table's name). A statement that inserted no row touches no counter.
CREATE FUNCTION move_totals_add() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE move_totals t SET records = t.records + a.records, amount_cents = t.amount_cents + a.amount_cents
  FROM (SELECT count(*) AS records, coalesce(sum(amount_cents), 0) AS amount_cents FROM added_records) a
  WHERE t.kind = TG_ARGV[0] AND t.slot = pg_backend_pid() % 16 AND a.records > 0;
  RETURN NULL;
END $$;

CREATE TRIGGER transfers_move_totals AFTER INSERT ON transfers
  REFERENCING NEW TABLE AS added_records FOR EACH STATEMENT EXECUTE FUNCTION move_totals_add('transfers');
CREATE TRIGGER project_payments_move_totals AFTER INSERT ON project_payments
  REFERENCING NEW TABLE AS added_records FOR EACH STATEMENT EXECUTE FUNCTION move_totals_add('project_payments');

-- The totals count inserts only: a record of money moved is never deleted and its amount never changes (a
-- recipient's erasure blanks their details and keeps the amounts; state changes leave them). These triggers
-- refuse what would make the totals wrong instead of letting them drift; inserts and the updates that leave
-- amount_cents alone do not fire them.
CREATE FUNCTION move_records_keep_amounts() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION '% on % refused: records of money moved keep their amounts (move_totals counts them)',
    CASE TG_OP WHEN 'UPDATE' THEN 'changing amount_cents' ELSE TG_OP END, TG_TABLE_NAME
    USING ERRCODE = 'insufficient_privilege';
END $$;
CREATE TRIGGER transfers_keep_amounts BEFORE UPDATE OF amount_cents ON transfers
  FOR EACH ROW WHEN (OLD.amount_cents IS DISTINCT FROM NEW.amount_cents) EXECUTE FUNCTION move_records_keep_amounts();
CREATE TRIGGER transfers_no_delete BEFORE DELETE ON transfers FOR EACH ROW EXECUTE FUNCTION move_records_keep_amounts();
CREATE TRIGGER transfers_no_truncate BEFORE TRUNCATE ON transfers FOR EACH STATEMENT EXECUTE FUNCTION move_records_keep_amounts();
CREATE TRIGGER project_payments_keep_amounts BEFORE UPDATE OF amount_cents ON project_payments
  FOR EACH ROW WHEN (OLD.amount_cents IS DISTINCT FROM NEW.amount_cents) EXECUTE FUNCTION move_records_keep_amounts();
CREATE TRIGGER project_payments_no_delete BEFORE DELETE ON project_payments FOR EACH ROW EXECUTE FUNCTION move_records_keep_amounts();
CREATE TRIGGER project_payments_no_truncate BEFORE TRUNCATE ON project_payments FOR EACH STATEMENT EXECUTE FUNCTION move_records_keep_amounts();

-- The records already there, in slot 0. Creating the triggers above waited for the inserts in progress and holds
-- off new ones until this migration commits, so these sums and the triggers' add up to every record exactly once.
UPDATE move_totals t SET records = a.records, amount_cents = a.amount_cents
FROM (SELECT count(*) AS records, coalesce(sum(amount_cents), 0) AS amount_cents FROM transfers) a
WHERE t.kind = 'transfers' AND t.slot = 0;
UPDATE move_totals t SET records = a.records, amount_cents = a.amount_cents
FROM (SELECT count(*) AS records, coalesce(sum(amount_cents), 0) AS amount_cents FROM project_payments) a
WHERE t.kind = 'project_payments' AND t.slot = 0;
