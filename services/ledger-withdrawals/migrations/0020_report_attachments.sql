-- Files attached to progress reports (a signed deliverable, photos, invoices), kept in the document store
-- (REPORT_ATTACHMENTS_STORAGE: a local folder or S3) under `storage_key`. A file is first a draft of its recipient's
-- milestone (report_id and version NULL); the submission or revision that names it binds it to the new version
-- in the submission's transaction, and a bound file is never changed again (the trigger below).
CREATE TABLE grant_report_attachments (
  id            uuid PRIMARY KEY,
  milestone_id  uuid           NOT NULL REFERENCES grant_milestones (id) ON DELETE CASCADE,
  user_id       uuid           NOT NULL,
  report_id     uuid,
  version       int,
  file_name     text           NOT NULL,
  content_type  text           NOT NULL,
  size_bytes    int            NOT NULL CHECK (size_bytes > 0),
  sha256        text           NOT NULL,
  storage_key   text           NOT NULL UNIQUE,
  uploaded_at   timestamptz(3) NOT NULL DEFAULT now(),
  CHECK ((report_id IS NULL) = (version IS NULL)),
  FOREIGN KEY (report_id, version) REFERENCES grant_report_versions (report_id, version) ON DELETE CASCADE
);
CREATE INDEX grant_report_attachments_milestone_idx ON grant_report_attachments (milestone_id, uploaded_at) WHERE report_id IS NULL;
CREATE INDEX grant_report_attachments_version_idx ON grant_report_attachments (report_id, version);
CREATE INDEX grant_report_attachments_user_idx ON grant_report_attachments (user_id);

-- A file bound to a version stays as it was: only its deletion (the recipient's erasure) may touch it.
CREATE FUNCTION grant_report_attachments_bound_unchanged() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF OLD.report_id IS NOT NULL THEN
    RAISE EXCEPTION 'the attachment % belongs to a submitted report version and cannot change', OLD.id;
  END IF;
  RETURN NEW;
END $$;
CREATE TRIGGER grant_report_attachments_bound_unchanged BEFORE UPDATE ON grant_report_attachments
  FOR EACH ROW EXECUTE FUNCTION grant_report_attachments_bound_unchanged();

-- Who uploaded, removed, asked a link for or downloaded which file, when (ids only: nothing to erase).
CREATE TABLE grant_report_attachment_audit (
  id             bigserial PRIMARY KEY,
  event_type     text           NOT NULL CHECK (event_type IN ('attachment_upload', 'attachment_remove', 'attachment_view', 'attachment_download')),
  attachment_id  uuid           NOT NULL,
  user_id        uuid           NOT NULL,
  actor_id       uuid           NOT NULL,
  actor_is_admin boolean        NOT NULL,
  created_at     timestamptz(3) NOT NULL DEFAULT now()
);
CREATE INDEX grant_report_attachment_audit_attachment_idx ON grant_report_attachment_audit (attachment_id, created_at);
CREATE INDEX grant_report_attachment_audit_user_idx ON grant_report_attachment_audit (user_id, created_at);
