-- The transaction history filtered by category, a page at a time: the page (first or after a cursor) starts at its
-- place among the account's entries of that category, instead of walking the account's whole history past the
-- entries of other categories (a category a recipient seldom or never has read every entry of the account).
CREATE INDEX ledger_entries_account_category_idx ON ledger_entries (account_id, category, created_at DESC, id DESC);
