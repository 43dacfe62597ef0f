-- KYC submissions (AML certificates) and the audit log of KYC actions.
CREATE TABLE kyc_documents (
  id                  uuid PRIMARY KEY,
  user_id             uuid NOT NULL REFERENCES profiles (id) ON DELETE CASCADE,
  document_type       text NOT NULL DEFAULT 'aml_certificate',
  file_path           text NOT NULL,
  file_name           text NOT NULL,
  content_type        text NOT NULL,
  size_bytes          integer NOT NULL CHECK (size_bytes > 0),
  sha256              text NOT NULL,
  status              text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'approved', 'rejected')),
  grant_award_number  text NOT NULL,
  submitted_at        timestamptz(3) NOT NULL DEFAULT now(),
  reviewed_at         timestamptz(3),
  reviewer_notes      text,
  reviewed_by         uuid,
  created_at          timestamptz(3) NOT NULL DEFAULT now()
);
CREATE INDEX kyc_documents_user_time_idx ON kyc_documents (user_id, submitted_at DESC);
CREATE INDEX kyc_documents_status_time_idx ON kyc_documents (status, submitted_at DESC);

CREATE TABLE audit_logs (
  id          bigserial PRIMARY KEY,
  event_type  text NOT NULL CHECK (event_type IN ('kyc_submission', 'kyc_status_change', 'kyc_notes', 'document_view', 'document_download', 'bulk_kyc_action')),
  user_id     uuid,
  admin_id    uuid,
  action      text NOT NULL,
  details     jsonb NOT NULL DEFAULT '{}'::jsonb,
  ip_address  text NOT NULL DEFAULT 'unknown',
  user_agent  text,
  created_at  timestamptz(3) NOT NULL DEFAULT now()
);
CREATE INDEX audit_logs_user_time_idx ON audit_logs (user_id, created_at DESC);
