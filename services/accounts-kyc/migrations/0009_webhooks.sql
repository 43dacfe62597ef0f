-- Outgoing webhooks. Staff register integrators' endpoints (webhook_endpoints) with the events they want;
-- the signing secret is stored encrypted (AES-256-GCM under WEBHOOK_SECRET_KEY: iv, tag and ciphertext).
-- Each subscribed event becomes one delivery per endpoint (UNIQUE (endpoint_id, event_id)), written in the
-- transaction that handles the event; its id is the id the receiver sees on every attempt and replay. Each
-- attempt is logged (webhook_attempts). Deleting an endpoint deletes its deliveries and attempts; erasing a
-- recipient (their profile row) deletes the deliveries about them, whose payloads name them.
CREATE TABLE webhook_endpoints (
  id                uuid PRIMARY KEY,
  url               text           NOT NULL,
  events            text[]         NOT NULL CHECK (cardinality(events) > 0),
  active            boolean        NOT NULL DEFAULT true,
  secret_ciphertext text           NOT NULL,
  created_by        uuid           NOT NULL,
  created_at        timestamptz(3) NOT NULL DEFAULT now(),
  updated_at        timestamptz(3) NOT NULL DEFAULT now()
);

CREATE TABLE webhook_deliveries (
  id               uuid PRIMARY KEY,
  endpoint_id      uuid           NOT NULL REFERENCES webhook_endpoints (id) ON DELETE CASCADE,
  event_id         uuid           NOT NULL,
  event_type       text           NOT NULL,
  user_id          uuid           REFERENCES profiles (id) ON DELETE CASCADE,
  payload          jsonb          NOT NULL,
  -- The event's own time: the body's createdAt.
  occurred_at      timestamptz(3) NOT NULL,
  status           text           NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'delivered', 'failed')),
  attempts         integer        NOT NULL DEFAULT 0,
  last_http_status integer,
  last_error       text,
  created_at       timestamptz(3) NOT NULL DEFAULT now(),
  last_attempt_at  timestamptz(3),
  delivered_at     timestamptz(3),
  UNIQUE (endpoint_id, event_id)
);
CREATE INDEX webhook_deliveries_endpoint_idx ON webhook_deliveries (endpoint_id, created_at DESC);
CREATE INDEX webhook_deliveries_pending_idx ON webhook_deliveries (created_at) WHERE status = 'pending';
CREATE INDEX webhook_deliveries_user_idx ON webhook_deliveries (user_id);

CREATE TABLE webhook_attempts (
  id             bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  delivery_id    uuid           NOT NULL REFERENCES webhook_deliveries (id) ON DELETE CASCADE,
  attempted_at   timestamptz(3) NOT NULL DEFAULT now(),
  http_status    integer,
  error          text,
  duration_ms    integer        NOT NULL,
  answer_excerpt text,
  replay         boolean        NOT NULL DEFAULT false
);
CREATE INDEX webhook_attempts_delivery_idx ON webhook_attempts (delivery_id, attempted_at);
