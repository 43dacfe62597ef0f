-- New account numbers are drawn at random (unique constraint on profiles.account_number, drawn again on a
-- collision), so a number no longer tells the next one. Numbers given out from the sequence keep their value.
DROP SEQUENCE IF EXISTS account_number_seq;
