-- Integration events leave a service through this table, written in the same transaction as the change.
CREATE TABLE IF NOT EXISTS outbox (
  id            uuid PRIMARY KEY,
  subject       text        NOT NULL,
  payload       jsonb       NOT NULL,
  created_at    timestamptz NOT NULL DEFAULT now(),
  published_at  timestamptz,
  attempts      integer     NOT NULL DEFAULT 0,
  last_error    text
);
CREATE INDEX IF NOT EXISTS outbox_unpublished_idx ON outbox (created_at) WHERE published_at IS NULL;

-- Events a service has already handled, so a redelivery is not handled twice.
CREATE TABLE IF NOT EXISTS inbox (
  consumer     text        NOT NULL,
  event_id     text        NOT NULL,
  handled_at   timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (consumer, event_id)
);
