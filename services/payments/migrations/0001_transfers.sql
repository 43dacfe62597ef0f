CREATE TABLE transfers (
  id                  uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id             uuid NOT NULL,
  transaction_number  text NOT NULL UNIQUE,
  recipient_name      text NOT NULL,
  recipient_account   text NOT NULL,
  recipient_bank      text,
  amount_cents        bigint NOT NULL CHECK (amount_cents > 0),
  charge_cents        bigint NOT NULL CHECK (charge_cents >= 0),
  paid_amount_cents   bigint NOT NULL,
  description         text,
  transfer_type       text NOT NULL CHECK (transfer_type IN ('within_unseaf', 'other_bank', 'wire_transfer')),
  status              text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'processing', 'completed', 'failed')),
  idempotency_key     text NOT NULL UNIQUE,
  created_at          timestamptz(3) NOT NULL DEFAULT now(),
  CHECK (paid_amount_cents = amount_cents + charge_cents)
);
CREATE INDEX transfers_user_time_idx ON transfers (user_id, created_at DESC);
