-- When a milestone's recipient was reminded of its report: once before the due date, once after it. Each is
-- set in the transaction that puts the reminder's event in the outbox, so a reminder goes out once.
ALTER TABLE grant_milestones ADD COLUMN reminded_due_at timestamptz(3), ADD COLUMN reminded_overdue_at timestamptz(3);
