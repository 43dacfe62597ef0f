-- Transfers and project payments are records of this service; the money moves in the ledger service.
-- A record is written first (status pending, posting 'unposted'), then its debit is posted in the ledger
-- with the idempotency key 'transfer:<id>' / 'project-payment:<id>'; a recovery job finishes any record
-- a crash left unposted, and any settlement or refund an admin decision left pending.

ALTER TABLE transfers DROP CONSTRAINT transfers_idempotency_key_key;
ALTER TABLE transfers
  ADD COLUMN fingerprint         text NOT NULL DEFAULT '',
  ADD COLUMN receiver_user_id    uuid,
  ADD COLUMN processing_message  text,
  ADD COLUMN posting_state       text NOT NULL DEFAULT 'unposted' CHECK (posting_state IN ('unposted', 'posted', 'refused')),
  ADD COLUMN settlement_state    text NOT NULL DEFAULT 'none'
    CHECK (settlement_state IN ('none', 'settle_pending', 'settled', 'refund_pending', 'refunded')),
  ADD COLUMN updated_at          timestamptz(3) NOT NULL DEFAULT now(),
  ADD COLUMN completed_at        timestamptz(3);
ALTER TABLE transfers ADD CONSTRAINT transfers_user_idempotency_key UNIQUE (user_id, idempotency_key);
ALTER TABLE transfers ADD CONSTRAINT transfers_internal_receiver CHECK ((transfer_type = 'within_unseaf') = (receiver_user_id IS NOT NULL));
CREATE INDEX transfers_recovery_idx ON transfers (created_at) WHERE posting_state = 'unposted' OR settlement_state IN ('settle_pending', 'refund_pending');
CREATE INDEX transfers_status_time_idx ON transfers (status, created_at DESC);

CREATE TABLE project_payments (
  id                        uuid PRIMARY KEY,
  user_id                   uuid NOT NULL,
  transaction_number        text NOT NULL UNIQUE,
  idempotency_key           text NOT NULL,
  fingerprint               text NOT NULL,
  category                  text NOT NULL CHECK (category IN ('contractors_suppliers', 'professional_services', 'staff_personnel', 'equipment_assets',
                                                            'utilities_operations', 'training_capacity', 'community_services', 'administrative')),
  recipient_name            text NOT NULL,
  recipient_details         jsonb NOT NULL,
  amount_cents              bigint NOT NULL CHECK (amount_cents > 1),
  fee_cents                 bigint NOT NULL CHECK (fee_cents >= 0),
  total_cents               bigint NOT NULL,
  net_cents                 bigint NOT NULL CHECK (net_cents > 0),
  purpose_description       text NOT NULL,
  project_phase             text NOT NULL DEFAULT 'Phase 1',
  status                    text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'processing', 'completed', 'failed')),
  processing_message        text,
  expected_completion_date  timestamptz(3),
  posting_state             text NOT NULL DEFAULT 'unposted' CHECK (posting_state IN ('unposted', 'posted', 'refused')),
  settlement_state          text NOT NULL DEFAULT 'none'
    CHECK (settlement_state IN ('none', 'settle_pending', 'settled', 'refund_pending', 'refunded')),
  created_at                timestamptz(3) NOT NULL DEFAULT now(),
  updated_at                timestamptz(3) NOT NULL DEFAULT now(),
  completed_at              timestamptz(3),
  CONSTRAINT project_payments_user_idempotency_key UNIQUE (user_id, idempotency_key),
  CHECK (total_cents = amount_cents + fee_cents),
  CHECK (net_cents = amount_cents - fee_cents)
);
CREATE INDEX project_payments_user_time_idx ON project_payments (user_id, created_at DESC);
CREATE INDEX project_payments_status_time_idx ON project_payments (status, created_at DESC);
CREATE INDEX project_payments_recovery_idx ON project_payments (created_at) WHERE posting_state = 'unposted' OR settlement_state IN ('settle_pending', 'refund_pending');

-- Numbers: TRF + a millisecond timestamp that never repeats (two transfers in the same millisecond take the next one),
-- PP-YYYYMMDD-NNNNN with a sequence.
CREATE TABLE transfer_number_clock (id boolean PRIMARY KEY DEFAULT true CHECK (id), last_ms bigint NOT NULL);
INSERT INTO transfer_number_clock (last_ms) VALUES (0);
CREATE SEQUENCE project_payment_number_seq START WITH 1;
