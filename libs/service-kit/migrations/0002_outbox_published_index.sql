-- Finds the relayed rows the trimming job deletes once they are past the retention.
CREATE INDEX IF NOT EXISTS outbox_published_idx ON outbox (published_at) WHERE published_at IS NOT NULL;
