-- The admin lists of transfers and of project payments without a status filter (the Financial tab's newest
-- transfers among them) are newest first, the transaction number ordering records of the same instant
-- (created_at DESC, transaction_number DESC, a page of them): these indexes serve them as a walk from the
-- newest end that stops at the page, instead of reading and sorting every record. The status-filtered lists
-- keep the status/time indexes (the few records of one instant sorted on the way).
CREATE INDEX transfers_time_number_idx ON transfers (created_at DESC, transaction_number DESC);
CREATE INDEX project_payments_time_number_idx ON project_payments (created_at DESC, transaction_number DESC);
