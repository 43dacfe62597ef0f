-- The recipient's quick search (transaction number, description or reference containing the words, any case) found
-- from an index that starts with the account: one GIN index over the account id (btree_gin) and the trigrams of the
-- entry's searchable text (pg_trgm). Before it, a search with few or no matches read every entry of the account. The
-- ledger checks the newest entries of the account one by one first (a common word fills the page there) and only
-- then asks this index for the older matches, with `<searchable text> ILIKE '%words%'` (the index's condition)
-- besides the three columns' own conditions, so the rows are exactly those the columns match. Another account's
-- entries are never read.
-- Both extensions are trusted: the database's owner (the service's own user) may create them.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
CREATE EXTENSION IF NOT EXISTS btree_gin;

CREATE INDEX ledger_entries_account_search_idx ON ledger_entries
  USING gin (account_id, (transaction_number || ' ' || description || ' ' || coalesce(reference, '')) gin_trgm_ops);
-- The searchable text's statistics (how many entries a search matches) now, not at autovacuum's next analyze.
ANALYZE ledger_entries;
