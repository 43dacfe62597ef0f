-- A recipient's own changes to their contact details are audited too.
ALTER TABLE audit_logs DROP CONSTRAINT audit_logs_event_type_check;
ALTER TABLE audit_logs ADD CONSTRAINT audit_logs_event_type_check
  CHECK (event_type IN ('kyc_submission', 'kyc_status_change', 'kyc_notes', 'document_view', 'document_download', 'bulk_kyc_action', 'profile_update'));
