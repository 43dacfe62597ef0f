CREATE TABLE support_tickets (
  id          uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  number      serial UNIQUE,
  user_id     uuid NOT NULL,
  subject     text NOT NULL,
  message     text NOT NULL,
  category    text NOT NULL CHECK (category IN ('general', 'account', 'kyc', 'transaction', 'technical')),
  status      text NOT NULL DEFAULT 'open' CHECK (status IN ('open', 'in_progress', 'resolved', 'closed')),
  priority    text NOT NULL DEFAULT 'medium' CHECK (priority IN ('low', 'medium', 'high', 'urgent')),
  created_at  timestamptz(3) NOT NULL DEFAULT now(),
  updated_at  timestamptz(3) NOT NULL DEFAULT now()
);
CREATE INDEX support_tickets_user_time_idx ON support_tickets (user_id, created_at DESC);
