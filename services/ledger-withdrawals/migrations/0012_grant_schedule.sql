-- A grant's schedule: the award total paid in tranches, some on a milestone's approved progress report.
-- grants.released_cents is what has been paid in so far; it can never pass the award total. A grant
-- awarded without a schedule paid its whole total at award.
ALTER TABLE grants ADD COLUMN released_cents bigint NOT NULL DEFAULT 0;
UPDATE grants SET released_cents = total_cents;
ALTER TABLE grants ADD CONSTRAINT grants_released_within_total CHECK (released_cents >= 0 AND released_cents <= total_cents);
-- The award's own key: a retried award that released nothing at award finds its grant by it.
ALTER TABLE grants ADD COLUMN award_key text UNIQUE;

CREATE TABLE grant_milestones (
  id          uuid PRIMARY KEY,
  grant_id    uuid           NOT NULL REFERENCES grants (id) ON DELETE CASCADE,
  number      int            NOT NULL,
  title       text           NOT NULL,
  due_date    date           NOT NULL,
  created_at  timestamptz(3) NOT NULL DEFAULT now(),
  UNIQUE (grant_id, number)
);
CREATE INDEX grant_milestones_due_idx ON grant_milestones (due_date);

-- A tranche is released at most once: its posting key ('tranche:<id>') is unique here and in postings.
CREATE TABLE grant_tranches (
  id                  uuid PRIMARY KEY,
  grant_id            uuid           NOT NULL REFERENCES grants (id) ON DELETE CASCADE,
  number              int            NOT NULL,
  amount_cents        bigint         NOT NULL CHECK (amount_cents > 0),
  planned_date        date           NOT NULL,
  milestone_id        uuid           REFERENCES grant_milestones (id),
  min_spent_percent   int            CHECK (min_spent_percent BETWEEN 1 AND 100),
  release_posting_key text           UNIQUE,
  transaction_number  text,
  released_at         timestamptz(3),
  released_by         uuid,
  created_at          timestamptz(3) NOT NULL DEFAULT now(),
  UNIQUE (grant_id, number),
  CHECK ((released_at IS NULL) = (release_posting_key IS NULL))
);

-- One report per milestone; every submitted version and every decision is kept.
CREATE TABLE grant_reports (
  id            uuid PRIMARY KEY,
  milestone_id  uuid           NOT NULL UNIQUE REFERENCES grant_milestones (id) ON DELETE CASCADE,
  user_id       uuid           NOT NULL,
  status        text           NOT NULL CHECK (status IN ('submitted', 'changes_requested', 'approved', 'rejected')),
  version       int            NOT NULL,
  updated_at    timestamptz(3) NOT NULL DEFAULT now(),
  created_at    timestamptz(3) NOT NULL DEFAULT now()
);
CREATE INDEX grant_reports_status_idx ON grant_reports (status, updated_at);

CREATE TABLE grant_report_versions (
  id            uuid PRIMARY KEY,
  report_id     uuid           NOT NULL REFERENCES grant_reports (id) ON DELETE CASCADE,
  version       int            NOT NULL,
  narrative     text           NOT NULL,
  figures       jsonb          NOT NULL DEFAULT '[]',
  submitted_at  timestamptz(3) NOT NULL DEFAULT now(),
  UNIQUE (report_id, version)
);

CREATE TABLE grant_report_decisions (
  id          uuid PRIMARY KEY,
  report_id   uuid           NOT NULL REFERENCES grant_reports (id) ON DELETE CASCADE,
  version     int            NOT NULL,
  decision    text           NOT NULL CHECK (decision IN ('approved', 'changes_requested', 'rejected')),
  comment     text,
  actor_id    uuid           NOT NULL,
  decided_at  timestamptz(3) NOT NULL DEFAULT now(),
  -- One decision per submitted version: two reviewers deciding at once cannot both record one.
  UNIQUE (report_id, version)
);

-- Every grant awarded before schedules existed is one tranche, released at award by its first disbursement.
INSERT INTO grant_tranches (id, grant_id, number, amount_cents, planned_date, release_posting_key, transaction_number, released_at)
SELECT gen_random_uuid(), g.id, 1, g.total_cents, g.start_date,
       COALESCE(d.idempotency_key, 'grant-award:' || g.id), d.transaction_number, COALESCE(d.created_at, g.created_at)
  FROM grants g
  LEFT JOIN LATERAL (
    SELECT p.idempotency_key, e.transaction_number, p.created_at
      FROM postings p JOIN ledger_entries e ON e.posting_id = p.id JOIN ledger_accounts a ON a.id = e.account_id
     WHERE a.user_id = g.user_id AND p.kind = 'grant_disbursement' AND e.amount_cents > 0
     ORDER BY p.created_at, p.id LIMIT 1) d ON true
 WHERE g.total_cents > 0;
