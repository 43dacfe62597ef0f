-- A progress report's approval releases its milestone's tranches, a credit under the four-eyes rules by
-- exposure. When those rules hold the release back, the approval becomes a request a second admin decides,
-- like a large award. One such request may wait per report at a time.
ALTER TABLE approval_requests DROP CONSTRAINT approval_requests_kind_check;
ALTER TABLE approval_requests
  ADD CONSTRAINT approval_requests_kind_check CHECK (kind IN ('grant_award', 'funds_adjustment', 'report_approval'));
CREATE UNIQUE INDEX approval_requests_one_pending_report ON approval_requests ((details ->> 'reportId'))
  WHERE kind = 'report_approval' AND status = 'pending';
