-- PIN reset links e-mailed to the recipient: only the SHA-256 of the random token is kept. A link
-- works once (used_at), until expires_at (30 minutes), and a new request spends the user's earlier
-- open links. The old PIN and its lock stay until a link is used.
CREATE TABLE pin_reset_links (
  id          uuid PRIMARY KEY,
  user_id     uuid           NOT NULL,
  token_hash  text           NOT NULL UNIQUE,
  expires_at  timestamptz(3) NOT NULL,
  used_at     timestamptz(3),
  created_at  timestamptz(3) NOT NULL DEFAULT now()
);
CREATE INDEX pin_reset_links_user_idx ON pin_reset_links (user_id, created_at DESC);
-- When the PIN was last reset by link: money may not leave the account for 24 hours after it.
ALTER TABLE user_pins ADD COLUMN reset_at timestamptz(3);
