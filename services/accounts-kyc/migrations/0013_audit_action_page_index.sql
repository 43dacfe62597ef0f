-- The audit log filtered by an action, newest first, reads its page from an index in the page's own order: the
-- action, then the time descending, then the id (the page's tie-break). 0006's index lacked the id, so the planner
-- walked the whole log's time index instead and skipped every other action's entries: an action rare among the
-- newest entries read everything written since its own (at 1.2 M entries, 228,871 rows skipped and 66–85 ms for a
-- page of 25, growing with the log).
CREATE INDEX admin_audit_log_action_page_idx ON admin_audit_log (action, occurred_at DESC, id);
DROP INDEX admin_audit_log_action_idx;
