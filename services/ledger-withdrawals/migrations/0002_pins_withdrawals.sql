-- Transaction PINs: bcrypt hashes, a failure counter and a lock (checked on the server only).
CREATE TABLE user_pins (
  id               uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id          uuid NOT NULL UNIQUE,
  pin_hash         text NOT NULL,
  failed_attempts  integer NOT NULL DEFAULT 0 CHECK (failed_attempts BETWEEN 0 AND 3),
  locked_until     timestamptz(3),
  created_at       timestamptz(3) NOT NULL DEFAULT now(),
  updated_at       timestamptz(3) NOT NULL DEFAULT now()
);

-- Money set aside for withdrawals waits in payout clearing until it is paid out (settled) or returned.
ALTER TABLE ledger_accounts DROP CONSTRAINT ledger_accounts_kind_check;
ALTER TABLE ledger_accounts ADD CONSTRAINT ledger_accounts_kind_check
  CHECK (kind IN ('recipient', 'grant_funding', 'fee_revenue', 'payout_clearing', 'payout_settled'));
INSERT INTO ledger_accounts (code, kind, allow_negative) VALUES ('fund:payouts-settled', 'payout_settled', false);

CREATE TABLE withdrawals (
  id                        uuid PRIMARY KEY,
  user_id                   uuid NOT NULL,
  transaction_number        text NOT NULL UNIQUE,
  idempotency_key           text NOT NULL UNIQUE,
  amount_cents              bigint NOT NULL CHECK (amount_cents > 0),
  fee_cents                 bigint NOT NULL CHECK (fee_cents >= 0),
  net_cents                 bigint NOT NULL CHECK (net_cents > 0),
  method                    text NOT NULL CHECK (method IN ('bank_transfer', 'wire_transfer', 'digital_wallet', 'check')),
  method_details            jsonb NOT NULL,
  status                    text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'processing', 'completed', 'failed')),
  description               text,
  quarter_period            text NOT NULL,
  quarter_index             smallint NOT NULL CHECK (quarter_index BETWEEN 1 AND 4),
  quarter_limit_cents       bigint NOT NULL,
  quarter_used_before_cents bigint NOT NULL,
  quarter_remaining_after_cents bigint NOT NULL,
  expected_completion_date  timestamptz(3) NOT NULL,
  processing_message        text,
  posting_id                uuid NOT NULL REFERENCES postings (id),
  created_at                timestamptz(3) NOT NULL DEFAULT now(),
  updated_at                timestamptz(3) NOT NULL DEFAULT now(),
  completed_at              timestamptz(3),
  receipt_html              text,
  receipt_generated_at      timestamptz(3),
  CHECK (net_cents = amount_cents - fee_cents)
);
CREATE INDEX withdrawals_user_time_idx ON withdrawals (user_id, created_at DESC);
CREATE INDEX withdrawals_status_idx ON withdrawals (status, created_at DESC);
