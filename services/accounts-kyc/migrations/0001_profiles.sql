CREATE SEQUENCE account_number_seq START WITH 1000001;

CREATE TABLE profiles (
  id              uuid PRIMARY KEY,
  email           text NOT NULL UNIQUE,
  grant_number    text NOT NULL,
  first_name      text NOT NULL,
  last_name       text NOT NULL,
  full_name       text NOT NULL,
  mobile          text,
  country         text,
  address         text,
  city            text,
  state           text,
  zip_code        text,
  account_number  text NOT NULL UNIQUE,
  account_status  text NOT NULL DEFAULT 'pending',
  kyc_status      text NOT NULL DEFAULT 'not_submitted'
                  CHECK (kyc_status IN ('not_submitted', 'pending', 'approved', 'rejected')),
  is_active       boolean NOT NULL DEFAULT true,
  created_at      timestamptz(3) NOT NULL DEFAULT now(),
  updated_at      timestamptz(3) NOT NULL DEFAULT now()
);
CREATE INDEX profiles_grant_number_idx ON profiles (grant_number);
CREATE INDEX profiles_account_status_idx ON profiles (account_status, created_at DESC);

CREATE TABLE admin_actions (
  id           bigserial PRIMARY KEY,
  admin_id     uuid NOT NULL,
  action_type  text NOT NULL,
  target_id    text NOT NULL,
  target_type  text NOT NULL,
  old_value    text,
  new_value    text,
  description  text,
  created_at   timestamptz(3) NOT NULL DEFAULT now()
);
CREATE INDEX admin_actions_target_idx ON admin_actions (target_id);
