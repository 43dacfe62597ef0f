-- Finds the inbox rows the trimming job deletes once JetStream can no longer deliver their events again.
CREATE INDEX IF NOT EXISTS inbox_handled_idx ON inbox (handled_at);
