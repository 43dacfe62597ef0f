-- The dashboard's latest credits and latest debits of an account: each from its own partial index, so
-- finding the last five debits never walks back through thousands of credits (and the other way round).
CREATE INDEX ledger_entries_account_credits_idx ON ledger_entries (account_id, created_at DESC, id DESC) WHERE amount_cents > 0;
CREATE INDEX ledger_entries_account_debits_idx ON ledger_entries (account_id, created_at DESC, id DESC) WHERE amount_cents < 0;
