-- Payout batches: processing bank withdrawals sent to the bank in one pain.001 file. A withdrawal is in at most
-- one batch (the unique key on withdrawal_id); the batch marks it submitted, and only the bank's answer (or staff)
-- completes or fails it. The creditor's name and account are read from the withdrawal, so erasing a recipient
-- erases them here too.
ALTER TABLE withdrawals DROP CONSTRAINT IF EXISTS withdrawals_status_check;
ALTER TABLE withdrawals ADD CONSTRAINT withdrawals_status_check CHECK (status IN ('pending', 'processing', 'submitted', 'completed', 'failed'));

CREATE TABLE payout_batches (
  id              uuid PRIMARY KEY,
  idempotency_key text           NOT NULL UNIQUE,
  message_id      text           NOT NULL UNIQUE,
  status          text           NOT NULL DEFAULT 'submitted' CHECK (status IN ('submitted', 'reconciled')),
  created_by      uuid           NOT NULL,
  created_at      timestamptz(3) NOT NULL DEFAULT now(),
  item_count      int            NOT NULL CHECK (item_count > 0),
  total_cents     bigint         NOT NULL CHECK (total_cents > 0)
);
CREATE INDEX payout_batches_created_idx ON payout_batches (created_at DESC);

CREATE TABLE payout_batch_items (
  batch_id      uuid   NOT NULL REFERENCES payout_batches (id),
  withdrawal_id uuid   NOT NULL UNIQUE REFERENCES withdrawals (id),
  end_to_end_id text   NOT NULL UNIQUE,
  amount_cents  bigint NOT NULL CHECK (amount_cents > 0),
  position      int    NOT NULL,
  PRIMARY KEY (batch_id, withdrawal_id),
  UNIQUE (batch_id, position)
);

-- Each bank answer file once: a second upload of the same bytes finds its first upload by the hash.
CREATE TABLE payout_answer_files (
  id           uuid PRIMARY KEY,
  sha256       text           NOT NULL UNIQUE,
  format       text           NOT NULL CHECK (format IN ('pain.002', 'camt.054')),
  message_id   text,
  file_name    text,
  uploaded_by  uuid           NOT NULL,
  uploaded_at  timestamptz(3) NOT NULL DEFAULT now(),
  line_count   int            NOT NULL
);

-- Every line of every answer and what it did: completed, failed, unchanged (the payout had that outcome already)
-- or unmatched (for staff, with the reason).
CREATE TABLE payout_answer_lines (
  id               uuid PRIMARY KEY,
  file_id          uuid           NOT NULL REFERENCES payout_answer_files (id),
  line_number      int            NOT NULL,
  end_to_end_id    text           NOT NULL,
  outcome          text           NOT NULL CHECK (outcome IN ('paid', 'rejected')),
  amount_cents     bigint,
  currency         text,
  bank_reason      text,
  withdrawal_id    uuid REFERENCES withdrawals (id),
  result           text           NOT NULL CHECK (result IN ('completed', 'failed', 'unchanged', 'unmatched')),
  unmatched_reason text CHECK (unmatched_reason IN ('unknown_end_to_end_id', 'amount_mismatch', 'conflicts_with_final_status')),
  created_at       timestamptz(3) NOT NULL DEFAULT now(),
  UNIQUE (file_id, line_number),
  CHECK ((result = 'unmatched') = (unmatched_reason IS NOT NULL))
);
CREATE INDEX payout_answer_lines_withdrawal_idx ON payout_answer_lines (withdrawal_id, created_at DESC);
CREATE INDEX payout_answer_lines_unmatched_idx ON payout_answer_lines (created_at DESC) WHERE result = 'unmatched';
