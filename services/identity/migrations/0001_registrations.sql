CREATE TABLE registrations (
  id            uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id       uuid,
  email         text NOT NULL,
  grant_number  text NOT NULL,
  outcome       text NOT NULL CHECK (outcome IN ('completed', 'rolled_back', 'compensation_pending')),
  reason        text,
  created_at    timestamptz(3) NOT NULL DEFAULT now()
);
CREATE INDEX registrations_email_idx ON registrations (email);
