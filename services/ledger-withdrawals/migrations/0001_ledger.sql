-- Double-entry ledger. Every posting moves money between accounts and its entries sum to zero
-- (enforced at commit by a deferred constraint trigger). Each entry carries its account's balance
-- after the entry. Recipient accounts can never go below zero (CHECK constraint).

CREATE TABLE ledger_accounts (
  id              uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  code            text NOT NULL UNIQUE,
  kind            text NOT NULL CHECK (kind IN ('recipient', 'grant_funding', 'fee_revenue', 'payout_clearing')),
  user_id         uuid UNIQUE,
  balance_cents   bigint NOT NULL DEFAULT 0,
  allow_negative  boolean NOT NULL DEFAULT false,
  created_at      timestamptz(3) NOT NULL DEFAULT now(),
  CONSTRAINT ledger_accounts_no_overdraft CHECK (allow_negative OR balance_cents >= 0),
  CONSTRAINT ledger_accounts_recipient_user CHECK ((kind = 'recipient') = (user_id IS NOT NULL))
);

-- The fund's side of every grant is a negative balance on the grant-funding account.
INSERT INTO ledger_accounts (code, kind, allow_negative) VALUES
  ('fund:grant-funding', 'grant_funding', true),
  ('fund:fee-revenue', 'fee_revenue', false),
  ('fund:payout-clearing', 'payout_clearing', false);

CREATE TABLE postings (
  id               uuid PRIMARY KEY,
  kind             text NOT NULL,
  idempotency_key  text NOT NULL UNIQUE,
  fingerprint      text NOT NULL,
  description      text NOT NULL,
  reference        text,
  actor_id         uuid,
  created_at       timestamptz(3) NOT NULL DEFAULT now()
);

CREATE SEQUENCE transaction_number_seq START WITH 1;

CREATE TABLE ledger_entries (
  id                  bigserial PRIMARY KEY,
  posting_id          uuid NOT NULL REFERENCES postings (id),
  account_id          uuid NOT NULL REFERENCES ledger_accounts (id),
  amount_cents        bigint NOT NULL CHECK (amount_cents <> 0),
  post_balance_cents  bigint NOT NULL,
  transaction_number  text NOT NULL,
  category            text NOT NULL CHECK (category IN ('grant', 'fee', 'transfer', 'withdrawal', 'payment', 'adjustment')),
  description         text NOT NULL,
  reference           text,
  status              text NOT NULL DEFAULT 'completed',
  created_at          timestamptz(3) NOT NULL DEFAULT now(),
  CONSTRAINT ledger_entries_transaction_number_key UNIQUE (transaction_number)
);
CREATE INDEX ledger_entries_account_time_idx ON ledger_entries (account_id, created_at DESC, id DESC);
CREATE INDEX ledger_entries_posting_idx ON ledger_entries (posting_id);

CREATE FUNCTION ledger_check_posting_balanced() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE total bigint;
BEGIN
  SELECT COALESCE(SUM(amount_cents), 0) INTO total FROM ledger_entries WHERE posting_id = NEW.posting_id;
  IF total <> 0 THEN
    RAISE EXCEPTION 'posting % is unbalanced by % cents', NEW.posting_id, total USING ERRCODE = 'check_violation';
  END IF;
  RETURN NULL;
END $$;

CREATE CONSTRAINT TRIGGER ledger_entries_balanced
  AFTER INSERT ON ledger_entries DEFERRABLE INITIALLY DEFERRED
  FOR EACH ROW EXECUTE FUNCTION ledger_check_posting_balanced();

-- Entries are a record: what moved, where and the balance after it never change.
CREATE FUNCTION ledger_entries_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    RAISE EXCEPTION 'ledger entries cannot be deleted';
  END IF;
  IF NEW.amount_cents <> OLD.amount_cents OR NEW.account_id <> OLD.account_id
     OR NEW.post_balance_cents <> OLD.post_balance_cents OR NEW.posting_id <> OLD.posting_id THEN
    RAISE EXCEPTION 'ledger entries cannot be changed';
  END IF;
  RETURN NEW;
END $$;

CREATE TRIGGER ledger_entries_immutable
  BEFORE UPDATE OR DELETE ON ledger_entries
  FOR EACH ROW EXECUTE FUNCTION ledger_entries_append_only();

CREATE TABLE grants (
  id             uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id        uuid NOT NULL UNIQUE,
  title          text NOT NULL,
  total_cents    bigint NOT NULL CHECK (total_cents > 0),
  start_date     date NOT NULL,
  q1_used_cents  bigint NOT NULL DEFAULT 0 CHECK (q1_used_cents >= 0),
  q2_used_cents  bigint NOT NULL DEFAULT 0 CHECK (q2_used_cents >= 0),
  q3_used_cents  bigint NOT NULL DEFAULT 0 CHECK (q3_used_cents >= 0),
  q4_used_cents  bigint NOT NULL DEFAULT 0 CHECK (q4_used_cents >= 0),
  created_at     timestamptz(3) NOT NULL DEFAULT now()
);
