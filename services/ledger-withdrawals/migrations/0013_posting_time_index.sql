-- The general-ledger journal walks a period's postings in (time, id) order, a page at a time: each page starts
-- from the previous page's last posting through this index, and takes the postings' entries by ledger_entries_posting_idx.
CREATE INDEX postings_time_idx ON postings (created_at, id);
