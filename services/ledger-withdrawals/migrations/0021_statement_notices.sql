-- Which recipients were told that a month's statement is ready: one row per recipient and month, written in the
-- transaction that puts the notice's event in the outbox, so each recipient is told once per month.
CREATE TABLE statement_notices (
  user_id uuid NOT NULL,
  month char(7) NOT NULL,
  created_at timestamptz(3) NOT NULL DEFAULT now(),
  PRIMARY KEY (month, user_id)
);
