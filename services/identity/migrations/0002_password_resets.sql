-- One-time password reset links. Only a hash of the token is stored; a link works once, for 24 hours.
CREATE TABLE password_resets (
  id          uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id     uuid NOT NULL,
  email       text NOT NULL,
  token_hash  text NOT NULL UNIQUE,
  expires_at  timestamptz(3) NOT NULL,
  used_at     timestamptz(3),
  created_at  timestamptz(3) NOT NULL DEFAULT now()
);
CREATE INDEX password_resets_email_time_idx ON password_resets (email, created_at DESC);
CREATE INDEX password_resets_user_open_idx ON password_resets (user_id) WHERE used_at IS NULL;
