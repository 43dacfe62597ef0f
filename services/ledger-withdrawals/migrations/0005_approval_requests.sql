-- Four-eyes requests: a grant award or fund adjustment above the threshold waits here until a second
-- admin approves it (the posting is made then, with the idempotency key 'approval:<id>') or anyone
-- rejects it with a reason. A decided request never changes again.
CREATE TABLE approval_requests (
  id                 uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  kind               text NOT NULL CHECK (kind IN ('grant_award', 'funds_adjustment')),
  user_id            uuid NOT NULL,
  amount_cents       bigint NOT NULL CHECK (amount_cents > 0),
  details            jsonb NOT NULL,
  status             text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'approved', 'rejected')),
  maker_id           uuid NOT NULL,
  idempotency_key    text NOT NULL,
  fingerprint        text NOT NULL,
  checker_id         uuid,
  reason             text,
  transaction_number text,
  created_at         timestamptz(3) NOT NULL DEFAULT now(),
  decided_at         timestamptz(3),
  UNIQUE (maker_id, idempotency_key),
  CONSTRAINT approval_requests_decided CHECK ((status = 'pending') = (decided_at IS NULL)),
  CONSTRAINT approval_requests_four_eyes CHECK (status <> 'approved' OR checker_id <> maker_id)
);
CREATE INDEX approval_requests_status_created ON approval_requests (status, created_at DESC);
