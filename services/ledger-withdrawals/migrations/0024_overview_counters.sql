-- The admin Overview's ledger totals without reading the ledger: the entries on recipients' accounts (how many, and
-- the sum of their absolute amounts) and the withdrawals (how many, and the sum of their amounts) are counters, kept by
-- statement triggers with transition tables in the transaction of every change, so every writer is counted (the posting
-- engine, the batch function, a bulk insert) and a rolled-back change counts nothing. Before, each Overview counted and
-- summed every entry (a sequential scan of ledger_entries: 0.2–0.35 s at 1 M entries, growing with the ledger).
--
-- Slotted: every posting adds to these counters, and a single row would make each posting wait, at its first entry,
-- for the previous posting's commit. A statement adds to one of 16 slot rows instead, and the read sums them. The slot
-- is the first one, from `pg_backend_pid() % 16` on, that no other transaction holds (SKIP LOCKED), so a posting never
-- waits for a slot: it takes its slot between locking accounts (posting-engine.ts locks each account by its UPDATE,
-- right before that account's entry), and waiting there for a slot held by a transaction that waits for one of its
-- accounts would be a deadlock. Only when all 16 are held does a statement add to a slot of its own backend
-- (16 + pid: no live transaction of another backend holds it), a row kept for the next time. Every writer of these
-- tables runs at READ COMMITTED (the default); at REPEATABLE READ, adding to a slot that another transaction changed
-- after the snapshot would be a serialization failure.
CREATE TABLE ledger_overview_counters (
  slot                    integer PRIMARY KEY,
  -- Entries on recipients' accounts, and the sum of their absolute amounts.
  recipient_entries       bigint NOT NULL DEFAULT 0,
  recipient_volume_cents  bigint NOT NULL DEFAULT 0,
  -- Withdrawals, and the sum of their amounts.
  withdrawals             bigint NOT NULL DEFAULT 0,
  withdrawal_cents        bigint NOT NULL DEFAULT 0
);
INSERT INTO ledger_overview_counters (slot) SELECT generate_series(0, 15);

-- A slot row the current transaction holds (locked until it ends), for a statement's addition.
CREATE FUNCTION ledger_overview_slot() RETURNS integer LANGUAGE plpgsql AS $$
DECLARE
  v_slot integer;
BEGIN
  SELECT slot INTO v_slot FROM ledger_overview_counters
   WHERE slot < 16
   ORDER BY (slot - pg_backend_pid() % 16 + 16) % 16
   LIMIT 1
   FOR NO KEY UPDATE SKIP LOCKED;
  IF v_slot IS NULL THEN
    v_slot := 16 + pg_backend_pid();
    INSERT INTO ledger_overview_counters (slot) VALUES (v_slot) ON CONFLICT (slot) DO NOTHING;
  END IF;
  RETURN v_slot;
END $$;

-- Entries only ever come: 0001's row trigger refuses deleting an entry and changing its amount or account, and an
-- account's kind never changes (below), so an entry counts on a recipient's account from its insert on, for good.
CREATE FUNCTION ledger_overview_count_entries() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  v_entries bigint;
  v_cents bigint;
  v_slot integer;
BEGIN
  SELECT count(*), coalesce(sum(abs(e.amount_cents)), 0) INTO v_entries, v_cents
    FROM added_entries e JOIN ledger_accounts a ON a.id = e.account_id
   WHERE a.kind = 'recipient';
  IF v_entries > 0 THEN
    -- (the slot first, once: a volatile call in the UPDATE's WHERE would run for every row it reads)
    v_slot := ledger_overview_slot();
    UPDATE ledger_overview_counters
       SET recipient_entries = recipient_entries + v_entries, recipient_volume_cents = recipient_volume_cents + v_cents
     WHERE slot = v_slot;
  END IF;
  RETURN NULL;
END $$;

-- Withdrawals are created and never deleted, and their amount never changes (the lifecycle moves the status, erasure
-- blanks the details), but every case is counted anyway: an insert adds, a delete takes away, an update adds the
-- difference of the amounts (nothing, so no slot, for the status changes and receipts).
CREATE FUNCTION ledger_overview_count_withdrawals() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  v_count bigint;
  v_cents bigint;
  v_slot integer;
BEGIN
  IF TG_OP = 'INSERT' THEN
    SELECT count(*), coalesce(sum(amount_cents), 0) INTO v_count, v_cents FROM new_withdrawals;
  ELSIF TG_OP = 'DELETE' THEN
    SELECT -count(*), -coalesce(sum(amount_cents), 0) INTO v_count, v_cents FROM old_withdrawals;
  ELSE
    SELECT 0, (SELECT coalesce(sum(amount_cents), 0) FROM new_withdrawals) - (SELECT coalesce(sum(amount_cents), 0) FROM old_withdrawals)
      INTO v_count, v_cents;
  END IF;
  IF v_count <> 0 OR v_cents <> 0 THEN
    v_slot := ledger_overview_slot();
    UPDATE ledger_overview_counters
       SET withdrawals = withdrawals + v_count, withdrawal_cents = withdrawal_cents + v_cents
     WHERE slot = v_slot;
  END IF;
  RETURN NULL;
END $$;

-- Which entries count depends on their account's kind, which is fixed at the account's opening. (The trigger runs only
-- for an UPDATE that names `kind`: the postings' balance updates do not.)
CREATE FUNCTION ledger_accounts_kind_fixed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'the kind of ledger account % cannot change', OLD.code USING ERRCODE = 'check_violation';
END $$;
CREATE TRIGGER ledger_accounts_kind_fixed BEFORE UPDATE OF kind ON ledger_accounts
  FOR EACH ROW WHEN (NEW.kind IS DISTINCT FROM OLD.kind) EXECUTE FUNCTION ledger_accounts_kind_fixed();

-- The recipients' total balance is not counted: every posting balances (0001's deferred trigger), so the balances of
-- all accounts sum to zero (the fund's grant-funding account, allowed below zero, included), and the recipients' total
-- is minus the total of the other accounts: a handful of rows (the fund's grant funding, fee revenue, payout clearing,
-- payouts settled), read from this index. It indexes `kind` alone, so a balance update stays a HOT update.
CREATE INDEX ledger_accounts_non_recipient_idx ON ledger_accounts (kind) WHERE kind <> 'recipient';

CREATE TRIGGER ledger_entries_overview_counts AFTER INSERT ON ledger_entries
  REFERENCING NEW TABLE AS added_entries FOR EACH STATEMENT EXECUTE FUNCTION ledger_overview_count_entries();
CREATE TRIGGER withdrawals_overview_counts_ins AFTER INSERT ON withdrawals
  REFERENCING NEW TABLE AS new_withdrawals FOR EACH STATEMENT EXECUTE FUNCTION ledger_overview_count_withdrawals();
CREATE TRIGGER withdrawals_overview_counts_upd AFTER UPDATE ON withdrawals
  REFERENCING OLD TABLE AS old_withdrawals NEW TABLE AS new_withdrawals FOR EACH STATEMENT EXECUTE FUNCTION ledger_overview_count_withdrawals();
CREATE TRIGGER withdrawals_overview_counts_del AFTER DELETE ON withdrawals
  REFERENCING OLD TABLE AS old_withdrawals FOR EACH STATEMENT EXECUTE FUNCTION ledger_overview_count_withdrawals();

-- The rows already there, in slot 0. Creating the triggers above waited for the inserts in progress and holds off new
-- ones (and changes of withdrawals) until this migration commits, so these sums and the triggers' add up to every row
-- exactly once.
UPDATE ledger_overview_counters c
   SET recipient_entries = e.entries, recipient_volume_cents = e.cents, withdrawals = w.count, withdrawal_cents = w.cents
  FROM (SELECT count(*) AS entries, coalesce(sum(abs(e.amount_cents)), 0) AS cents
          FROM ledger_entries e JOIN ledger_accounts a ON a.id = e.account_id WHERE a.kind = 'recipient') e,
       (SELECT count(*) AS count, coalesce(sum(amount_cents), 0) AS cents FROM withdrawals) w
 WHERE c.slot = 0;
