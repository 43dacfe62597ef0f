-- The grant reminder sweeps (every minute: schedule.repository.ts, claimReminders) look for milestones that await
-- their report (none yet, or one sent back for changes) and were not yet reminded, due soon or past their date.
-- Without an index of exactly those they read every milestone ever scheduled, each minute: 57–100 ms (a sequential
-- scan of 200,000 milestones at 100,000 recipients), growing with every grant. A milestone leaves the indexes once
-- reminded or once its report is in, so a sweep reads only the milestones still waiting for a reminder.
--
-- awaiting_report is kept by a trigger on the reports, whichever code writes them (the service never writes it);
-- the sweeps still check the reports themselves, so the flag only narrows what they read.
ALTER TABLE grant_milestones ADD COLUMN awaiting_report boolean NOT NULL DEFAULT true;
UPDATE grant_milestones m SET awaiting_report = false
 WHERE EXISTS (SELECT 1 FROM grant_reports r WHERE r.milestone_id = m.id AND r.status <> 'changes_requested');

CREATE FUNCTION grant_milestone_awaiting_report() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' OR (TG_OP = 'UPDATE' AND OLD.milestone_id <> NEW.milestone_id) THEN
    UPDATE grant_milestones SET awaiting_report = true WHERE id = OLD.milestone_id AND NOT awaiting_report;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    UPDATE grant_milestones SET awaiting_report = (NEW.status = 'changes_requested')
     WHERE id = NEW.milestone_id AND awaiting_report <> (NEW.status = 'changes_requested');
  END IF;
  RETURN NULL;
END $$;
CREATE TRIGGER grant_reports_awaiting AFTER INSERT OR DELETE OR UPDATE OF status, milestone_id ON grant_reports
  FOR EACH ROW EXECUTE FUNCTION grant_milestone_awaiting_report();

CREATE INDEX grant_milestones_overdue_unreminded_idx ON grant_milestones (due_date, id) WHERE awaiting_report AND reminded_overdue_at IS NULL;
CREATE INDEX grant_milestones_due_unreminded_idx ON grant_milestones (due_date, id) WHERE awaiting_report AND reminded_due_at IS NULL;
