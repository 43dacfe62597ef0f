-- The notification e-mails, one row per event that mails a recipient (event_id unique: an event mails
-- at most once). Written in the transaction that handles the event, then sent by a BullMQ job whose id
-- is the row id; the row says whether SMTP accepted it (status sent, sent_at) or how often it failed.
-- A deleted profile takes its mails with it (one still queued is then skipped).
CREATE TABLE notification_mails (
  id          uuid PRIMARY KEY,
  user_id     uuid           NOT NULL REFERENCES profiles (id) ON DELETE CASCADE,
  topic       text           NOT NULL,
  event_id    uuid           NOT NULL UNIQUE,
  to_address  text           NOT NULL,
  language    text           NOT NULL,
  subject     text           NOT NULL,
  text_body   text           NOT NULL,
  html_body   text           NOT NULL,
  status      text           NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'sent')),
  attempts    integer        NOT NULL DEFAULT 0,
  last_error  text,
  created_at  timestamptz(3) NOT NULL DEFAULT now(),
  sent_at     timestamptz(3)
);
CREATE INDEX notification_mails_pending_idx ON notification_mails (created_at) WHERE status = 'pending';
CREATE INDEX notification_mails_user_idx ON notification_mails (user_id, created_at DESC);
