-- A ticket's conversation is a list of messages (author, role, kind, time) instead of text blocks
-- appended to one field; the original message becomes the first of them.
CREATE TABLE support_ticket_messages (
  id           uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  ticket_id    uuid NOT NULL REFERENCES support_tickets (id),
  author_id    uuid NOT NULL,
  author_role  text NOT NULL CHECK (author_role IN ('user', 'admin')),
  kind         text NOT NULL CHECK (kind IN ('original', 'user_reply', 'admin_reply', 'admin_update', 'resolved')),
  body         text NOT NULL,
  created_at   timestamptz(3) NOT NULL DEFAULT now()
);
CREATE INDEX support_ticket_messages_ticket_idx ON support_ticket_messages (ticket_id, created_at, id);

INSERT INTO support_ticket_messages (ticket_id, author_id, author_role, kind, body, created_at)
  SELECT id, user_id, 'user', 'original', message, created_at FROM support_tickets;
ALTER TABLE support_tickets DROP COLUMN message;
ALTER TABLE support_tickets ADD COLUMN preview text NOT NULL DEFAULT '';
ALTER TABLE support_tickets ADD COLUMN last_reply_at timestamptz(3);
CREATE INDEX support_tickets_status_time_idx ON support_tickets (status, created_at DESC);
