-- The back office's withdrawals list without a status filter and the Financial Activity tab's newest withdrawals read
-- the newest first: without this index a growing withdrawals table is read whole and sorted for five rows.
CREATE INDEX withdrawals_time_idx ON withdrawals (created_at DESC);
