-- Deleting a recipient closes their ledger account (at a zero balance): its entries stay, anonymised
-- (the account carries only the user id, whose profile is erased), and its balance can never move again.
ALTER TABLE ledger_accounts ADD COLUMN closed_at timestamptz(3);

CREATE FUNCTION ledger_accounts_closed_frozen() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF OLD.closed_at IS NOT NULL AND NEW.balance_cents <> OLD.balance_cents THEN
    RAISE EXCEPTION 'ledger account % is closed', OLD.code USING ERRCODE = 'check_violation';
  END IF;
  RETURN NEW;
END $$;
CREATE TRIGGER ledger_accounts_closed_frozen BEFORE UPDATE ON ledger_accounts
  FOR EACH ROW EXECUTE FUNCTION ledger_accounts_closed_frozen();

-- The admin Overview's newest entries.
CREATE INDEX ledger_entries_time_idx ON ledger_entries (created_at DESC, id DESC);
