-- A grant's budget: the award total split into lines; every outgoing payment of the recipient is counted
-- against one line by the posting that moves its money (postings.budget_line), so budget against actual is a
-- query over the ledger and cannot drift from the balance. A posting that finishes an outgoing one (its payout
-- sent, or its money returned) names it in budget_of: pending until then, spent when sent, released when returned.
ALTER TABLE postings ADD COLUMN budget_line text CHECK (budget_line IN ('personnel', 'equipment', 'travel', 'services', 'other'));
ALTER TABLE postings ADD COLUMN budget_of uuid REFERENCES postings (id);
-- A payment let through above its line's remaining under a warning budget.
ALTER TABLE postings ADD COLUMN budget_flagged boolean NOT NULL DEFAULT false;
-- One return (and one payout) per outgoing posting: its amount is released exactly once.
CREATE UNIQUE INDEX postings_budget_of_kind_key ON postings (budget_of, kind) WHERE budget_of IS NOT NULL;
CREATE INDEX postings_budget_line_idx ON postings (budget_line) WHERE budget_line IS NOT NULL;

ALTER TABLE grants ADD COLUMN budget_mode text NOT NULL DEFAULT 'warn' CHECK (budget_mode IN ('block', 'warn'));

-- original_cents: the line as staff set it; budget_cents: after approved reallocations. Both sum to the award
-- total (checked by the writer in the transaction that sets or moves them, under the grant's row lock).
CREATE TABLE grant_budget_lines (
  grant_id        uuid           NOT NULL REFERENCES grants (id) ON DELETE CASCADE,
  line            text           NOT NULL CHECK (line IN ('personnel', 'equipment', 'travel', 'services', 'other')),
  original_cents  bigint         NOT NULL CHECK (original_cents >= 0),
  budget_cents    bigint         NOT NULL CHECK (budget_cents >= 0),
  updated_at      timestamptz(3) NOT NULL DEFAULT now(),
  PRIMARY KEY (grant_id, line)
);

CREATE TABLE grant_budget_reallocations (
  id            uuid PRIMARY KEY,
  grant_id      uuid           NOT NULL REFERENCES grants (id) ON DELETE CASCADE,
  from_line     text           NOT NULL,
  to_line       text           NOT NULL,
  amount_cents  bigint         NOT NULL CHECK (amount_cents > 0),
  reason        text           NOT NULL,
  status        text           NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'approved', 'rejected')),
  comment       text,
  requested_by  uuid           NOT NULL,
  decided_by    uuid,
  decided_at    timestamptz(3),
  created_at    timestamptz(3) NOT NULL DEFAULT now(),
  CHECK (from_line <> to_line)
);
CREATE INDEX grant_budget_reallocations_grant_idx ON grant_budget_reallocations (grant_id, created_at);
