-- The grant reminder sweeps (every minute: schedule.repository.ts, claimReminders) look for milestones not yet
-- reminded, due soon or past their date. Without these they read every milestone ever scheduled, each minute: 57 ms
-- (a sequential scan of 200,000 milestones at 100,000 recipients, all long reminded). A milestone leaves its index
-- once reminded, so a sweep reads only those still waiting for their reminder.
CREATE INDEX grant_milestones_overdue_unreminded_idx ON grant_milestones (due_date, id) WHERE reminded_overdue_at IS NULL;
CREATE INDEX grant_milestones_due_unreminded_idx ON grant_milestones (due_date, id) WHERE reminded_due_at IS NULL;
