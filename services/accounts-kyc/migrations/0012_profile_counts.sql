-- The back office's profile figures (Overview, the Users filters, the KYC funnel and analytics) as counters kept in
-- the transaction of each change, instead of a count over every profile on each read.
--
-- profile_status_counts: profiles by account status, KYC status and activity. Statement triggers with transition
-- tables add each statement's changes (inserted rows +1, deleted rows -1, an update both) to the rows of the
-- writer's slot (its backend pid modulo 16), so concurrent registrations and decisions rarely wait on one row; a
-- read sums the slots. A slot's row may go below zero (a profile counted in one slot, changed from another); the
-- sums are exact. Rows are upserted in key order, so one statement never locks them in another's order.
CREATE TABLE profile_status_counts (
  slot            smallint NOT NULL,
  account_status  text NOT NULL,
  kyc_status      text NOT NULL,
  is_active       boolean NOT NULL,
  profiles        bigint NOT NULL,
  PRIMARY KEY (slot, account_status, kyc_status, is_active)
);

-- grant_number_holders: how many profiles hold each grant number (Grant Conflicts counts those held more than once).
-- No CHECK on the count: an upsert's proposed row (a removal's -1) is checked before its conflict is found.
CREATE TABLE grant_number_holders (
  grant_number  text PRIMARY KEY,
  holders       bigint NOT NULL
);
CREATE INDEX grant_number_holders_shared_idx ON grant_number_holders (grant_number) WHERE holders > 1;

-- Adds a set of changes (rows of account_status, kyc_status, is_active, grant_number and d = +1 or -1) to both.
CREATE FUNCTION profile_counts_add(changes jsonb) RETURNS void LANGUAGE sql AS $$
  WITH c AS (
    SELECT * FROM jsonb_to_recordset(changes) AS x(account_status text, kyc_status text, is_active boolean, grant_number text, d int)
  ), statuses AS (
    INSERT INTO profile_status_counts AS s (slot, account_status, kyc_status, is_active, profiles)
    SELECT pg_backend_pid() % 16, account_status, kyc_status, is_active, sum(d) FROM c
     GROUP BY account_status, kyc_status, is_active HAVING sum(d) <> 0
     ORDER BY account_status, kyc_status, is_active
    ON CONFLICT (slot, account_status, kyc_status, is_active) DO UPDATE SET profiles = s.profiles + EXCLUDED.profiles
  )
  INSERT INTO grant_number_holders AS g (grant_number, holders)
  SELECT grant_number, sum(d) FROM c GROUP BY grant_number HAVING sum(d) <> 0 ORDER BY grant_number
  ON CONFLICT (grant_number) DO UPDATE SET holders = g.holders + EXCLUDED.holders;
$$;

CREATE FUNCTION profile_counts_inserted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM profile_counts_add((SELECT jsonb_agg(to_jsonb(p) || '{"d": 1}') FROM added_profiles p));
  RETURN NULL;
END $$;
CREATE FUNCTION profile_counts_deleted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM profile_counts_add((SELECT jsonb_agg(to_jsonb(p) || '{"d": -1}') FROM removed_profiles p));
  RETURN NULL;
END $$;
-- Every UPDATE statement (a trigger with transition tables cannot name columns): one that changes none of the
-- counted columns adds nothing (its +1 and -1 cancel out and nothing is written).
CREATE FUNCTION profile_counts_updated() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM profile_counts_add((
    SELECT jsonb_agg(change) FROM (
      SELECT to_jsonb(p) || '{"d": 1}' AS change FROM added_profiles p
      UNION ALL SELECT to_jsonb(p) || '{"d": -1}' FROM removed_profiles p
    ) u));
  RETURN NULL;
END $$;

CREATE TRIGGER profiles_counts_ins AFTER INSERT ON profiles
  REFERENCING NEW TABLE AS added_profiles FOR EACH STATEMENT EXECUTE FUNCTION profile_counts_inserted();
CREATE TRIGGER profiles_counts_del AFTER DELETE ON profiles
  REFERENCING OLD TABLE AS removed_profiles FOR EACH STATEMENT EXECUTE FUNCTION profile_counts_deleted();
CREATE TRIGGER profiles_counts_upd AFTER UPDATE ON profiles
  REFERENCING OLD TABLE AS removed_profiles NEW TABLE AS added_profiles FOR EACH STATEMENT EXECUTE FUNCTION profile_counts_updated();

-- The profiles already there, in slot 0. Creating the triggers above waited for the writes in progress and holds off
-- new ones until this migration commits, so these counts and the triggers' add up to every profile exactly once.
INSERT INTO profile_status_counts (slot, account_status, kyc_status, is_active, profiles)
SELECT 0, account_status, kyc_status, is_active, count(*) FROM profiles GROUP BY account_status, kyc_status, is_active;
INSERT INTO grant_number_holders (grant_number, holders)
SELECT grant_number, count(*) FROM profiles GROUP BY grant_number;

-- The KYC review list: one status, newest change first; or every status but not_submitted.
CREATE INDEX profiles_kyc_review_idx ON profiles (kyc_status, updated_at DESC);
CREATE INDEX profiles_in_review_idx ON profiles (updated_at DESC) WHERE kyc_status <> 'not_submitted';
