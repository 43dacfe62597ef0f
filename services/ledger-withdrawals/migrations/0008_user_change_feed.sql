-- The change feed behind the gateway's read cache (issue 13): every committed change to what a
-- recipient's dashboard or transaction list shows notifies 'ledger_user_changed' with the recipient's
-- id. NOTIFY is transactional (sent at commit, never for a rollback, one per distinct id and
-- transaction), so every writer — Prisma transactions, the posting batcher's SQL function, an
-- erasure — is covered without code of its own. The ledger service LISTENs and passes the ids on over
-- NATS (LedgerChangeFeed).

CREATE FUNCTION notify_user_changed_rows() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- Statement level, with the changed rows as a transition table: one pass per statement, not per row.
  IF TG_TABLE_NAME = 'ledger_entries' THEN
    PERFORM pg_notify('ledger_user_changed', a.user_id::text)
    FROM (SELECT DISTINCT account_id FROM changed_rows) c JOIN ledger_accounts a ON a.id = c.account_id
    WHERE a.user_id IS NOT NULL;
  ELSE
    PERFORM pg_notify('ledger_user_changed', u.user_id::text)
    FROM (SELECT DISTINCT user_id FROM changed_rows WHERE user_id IS NOT NULL) u;
  END IF;
  RETURN NULL;
END $$;

-- Balances (every posting updates its accounts' rows; erasure closes them).
CREATE TRIGGER ledger_accounts_user_changed_ins AFTER INSERT ON ledger_accounts
  REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION notify_user_changed_rows();
CREATE TRIGGER ledger_accounts_user_changed_upd AFTER UPDATE ON ledger_accounts
  REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION notify_user_changed_rows();

-- Entries (new ones, and a status or an erased description changing).
CREATE TRIGGER ledger_entries_user_changed_ins AFTER INSERT ON ledger_entries
  REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION notify_user_changed_rows();
CREATE TRIGGER ledger_entries_user_changed_upd AFTER UPDATE ON ledger_entries
  REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION notify_user_changed_rows();

-- The grant and the pending withdrawals the dashboard shows.
CREATE TRIGGER grants_user_changed_ins AFTER INSERT ON grants
  REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION notify_user_changed_rows();
CREATE TRIGGER grants_user_changed_upd AFTER UPDATE ON grants
  REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION notify_user_changed_rows();
CREATE TRIGGER grants_user_changed_del AFTER DELETE ON grants
  REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION notify_user_changed_rows();
CREATE TRIGGER withdrawals_user_changed_ins AFTER INSERT ON withdrawals
  REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION notify_user_changed_rows();
CREATE TRIGGER withdrawals_user_changed_upd AFTER UPDATE ON withdrawals
  REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION notify_user_changed_rows();
CREATE TRIGGER withdrawals_user_changed_del AFTER DELETE ON withdrawals
  REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION notify_user_changed_rows();
