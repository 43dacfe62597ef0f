-- The admin ticket list without a status filter is the newest tickets first (created_at DESC, a page of them):
-- this index serves it as a walk from the newest end that stops at the page, instead of reading and sorting
-- every ticket. With a category filter it walks the same index and skips the other categories. The status
-- (and status + category) lists keep support_tickets_status_time_idx and a recipient's list
-- support_tickets_user_time_idx.
CREATE INDEX support_tickets_time_idx ON support_tickets (created_at DESC);
