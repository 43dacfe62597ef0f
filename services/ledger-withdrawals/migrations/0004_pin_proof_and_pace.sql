-- A deleted PIN keeps its row without a hash, so its failed attempts and lock survive the delete
-- (only a correct PIN, a proven password or the lock's end clear them).
ALTER TABLE user_pins ALTER COLUMN pin_hash DROP NOT NULL;
-- When the last wrong PIN was entered: the next attempt must wait at least 1 s (spec 2 §9).
ALTER TABLE user_pins ADD COLUMN last_failed_at timestamptz(3);
