-- The batch function of 0010, opening a new recipient's account without a conflict target. Naming only
-- `code` made the account's other unique index (user_id) wait on another transaction opening the same account
-- (an admin's award in its own transaction, beside an adjustment's batch): each waited for the other's
-- speculative insert, and PostgreSQL ended one as a deadlock. Without a target every unique index decides, and
-- the later insert waits for the earlier to commit, then does nothing.
CREATE OR REPLACE FUNCTION ledger_post_batch(batch jsonb) RETURNS jsonb LANGUAGE plpgsql AS $$
DECLARE
  p jsonb;
  l jsonb;
  ids jsonb;
  bal jsonb;
  neg jsonb;
  closed jsonb;
  outcomes text[] := '{}';
  refs text[] := '{}';
  v_posting uuid;
  v_print text;
  v_existing_id uuid;
  v_existing_print text;
  v_short text;
  v_account text;
  v_balance bigint;
  e_posting uuid[] := '{}';
  e_account uuid[] := '{}';
  e_amount bigint[] := '{}';
  e_balance bigint[] := '{}';
  e_number text[] := '{}';
  e_category text[] := '{}';
  e_description text[] := '{}';
  e_reference text[] := '{}';
  entries jsonb;
  results jsonb := '[]'::jsonb;
  -- Four-eyes by exposure: the window sums read once per recipient (received) and per recipient and admin (moved), then moved in memory.
  fe jsonb;
  fe_account text;
  fe_pair text;
  fe_received jsonb := '{}'::jsonb;
  fe_moved jsonb := '{}'::jsonb;
  v_sums_received jsonb;
  v_sums_moved jsonb;
BEGIN
  INSERT INTO ledger_accounts (code, kind, user_id)
  SELECT c, 'recipient', substr(c, 11)::uuid
  FROM (SELECT DISTINCT jsonb_array_elements(x -> 'lines') ->> 'code' AS c FROM jsonb_array_elements(batch) x) s
  -- (a plain read first: ON CONFLICT alone would wait for any transaction holding an existing account row)
  WHERE c LIKE 'recipient:%' AND NOT EXISTS (SELECT 1 FROM ledger_accounts a WHERE a.code = s.c)
  ORDER BY c
  ON CONFLICT DO NOTHING;

  PERFORM 1 FROM ledger_accounts
  WHERE code IN (SELECT jsonb_array_elements(x -> 'lines') ->> 'code' FROM jsonb_array_elements(batch) x)
  ORDER BY id FOR UPDATE;

  -- Every account of the batch is locked: the balances read here are the truth until the commit, and
  -- the postings below move them in memory first.
  SELECT jsonb_object_agg(code, id), jsonb_object_agg(id, balance_cents), jsonb_object_agg(id, allow_negative),
         jsonb_object_agg(id, closed_at IS NOT NULL)
    INTO ids, bal, neg, closed
  FROM ledger_accounts
  WHERE code IN (SELECT jsonb_array_elements(x -> 'lines') ->> 'code' FROM jsonb_array_elements(batch) x);

  FOR p IN SELECT value FROM jsonb_array_elements(batch) LOOP
    fe := p -> 'four_eyes';
    IF EXISTS (SELECT 1 FROM jsonb_array_elements(p -> 'lines') x WHERE NOT ids ? (x ->> 'code')) THEN
      RAISE EXCEPTION 'posting % names an unknown account', p ->> 'key';
    END IF;

    SELECT encode(sha256(convert_to((p ->> 'kind') || '|' || string_agg(
             (ids ->> (x ->> 'code')) || ':' || (x ->> 'amount') || ':' || (x ->> 'category'), ',' ORDER BY (ids ->> (x ->> 'code'))::uuid), 'UTF8')), 'hex')
      INTO v_print FROM jsonb_array_elements(p -> 'lines') x;

    SELECT id, fingerprint INTO v_existing_id, v_existing_print FROM postings WHERE idempotency_key = p ->> 'key';
    IF v_existing_id IS NULL THEN
      v_short := NULL;
      FOR l IN SELECT value FROM jsonb_array_elements(p -> 'lines') LOOP
        v_account := ids ->> (l ->> 'code');
        IF NOT (neg -> v_account)::boolean AND (bal ->> v_account)::bigint + (l ->> 'amount')::bigint < 0 THEN
          v_short := v_account;
          EXIT;
        END IF;
      END LOOP;
      IF v_short IS NOT NULL THEN
        outcomes := outcomes || 'insufficient'::text;
        refs := refs || v_short;
        CONTINUE;
      END IF;

      -- An admin's direct move (it carries 'four_eyes') that would take what this admin moved to this recipient,
      -- or what the recipient received from all admins, above its limit within the window is refused. The
      -- recipient's account row is locked (above), so every other move to it waits: the sums are the truth.
      IF fe IS NOT NULL THEN
        fe_account := ids ->> (fe ->> 'account');
        fe_pair := fe_account || '|' || (fe ->> 'actor');
        IF NOT fe_moved ? fe_pair THEN
          SELECT jsonb_build_object(fe_account, s.received), jsonb_build_object(fe_pair, s.moved) INTO v_sums_received, v_sums_moved
          FROM four_eyes_sums(fe_account::uuid, (fe ->> 'actor')::uuid, (fe ->> 'since')::timestamptz) s;
          -- (what the recipient received is counted once: a second admin's pair keeps the batch's running sum)
          IF NOT fe_received ? fe_account THEN fe_received := fe_received || v_sums_received; END IF;
          fe_moved := fe_moved || v_sums_moved;
        END IF;
        IF (fe_moved ->> fe_pair)::bigint + (fe ->> 'moved')::bigint > (fe ->> 'adminLimit')::bigint THEN
          outcomes := outcomes || 'four_eyes'::text;
          refs := refs || (fe ->> 'adminLimit');
          CONTINUE;
        END IF;
        -- (a deduction receives nothing: it is not held back by what the recipient already received)
        IF (fe ->> 'received')::bigint > 0 AND (fe_received ->> fe_account)::bigint + (fe ->> 'received')::bigint > (fe ->> 'recipientLimit')::bigint THEN
          outcomes := outcomes || 'four_eyes'::text;
          refs := refs || (fe ->> 'recipientLimit');
          CONTINUE;
        END IF;
      END IF;

      v_posting := gen_random_uuid();
      INSERT INTO postings (id, kind, idempotency_key, fingerprint, description, reference, actor_id)
      VALUES (v_posting, p ->> 'kind', p ->> 'key', v_print, p ->> 'description', p ->> 'reference', (p ->> 'actor')::uuid)
      ON CONFLICT (idempotency_key) DO NOTHING;
      IF NOT FOUND THEN
        -- Another transaction committed the same key meanwhile: answer as a replay.
        SELECT id, fingerprint INTO v_existing_id, v_existing_print FROM postings WHERE idempotency_key = p ->> 'key';
      END IF;
    END IF;

    IF v_existing_id IS NOT NULL THEN
      -- (a key used earlier in this batch is found here too, and replays that posting)
      outcomes := outcomes || (CASE WHEN v_existing_print <> v_print THEN 'key_reused' ELSE 'replayed' END);
      refs := refs || v_existing_id::text;
      CONTINUE;
    END IF;

    -- A posted direct move counts for the batch's later postings (the exposure table follows at the insert below).
    IF fe IS NOT NULL THEN
      fe_received := jsonb_set(fe_received, ARRAY[fe_account], to_jsonb((fe_received ->> fe_account)::bigint + (fe ->> 'received')::bigint));
      fe_moved := jsonb_set(fe_moved, ARRAY[fe_pair], to_jsonb((fe_moved ->> fe_pair)::bigint + (fe ->> 'moved')::bigint));
    END IF;

    -- The entries in account-id order, each with the balance its account has after it.
    FOR l IN SELECT value FROM jsonb_array_elements(p -> 'lines') ORDER BY (ids ->> (value ->> 'code'))::uuid LOOP
      v_account := ids ->> (l ->> 'code');
      -- A closed account never moves (0006's row trigger). Each account is updated once, by its net change,
      -- so the trigger alone would miss moves within one batch that cancel out: refused here, as it would.
      IF (closed -> v_account)::boolean THEN
        RAISE EXCEPTION 'ledger account % is closed', l ->> 'code' USING ERRCODE = 'check_violation';
      END IF;
      v_balance := (bal ->> v_account)::bigint + (l ->> 'amount')::bigint;
      bal := jsonb_set(bal, ARRAY[v_account], to_jsonb(v_balance));
      e_posting := e_posting || v_posting;
      e_account := e_account || v_account::uuid;
      e_amount := e_amount || (l ->> 'amount')::bigint;
      e_balance := e_balance || v_balance;
      e_number := e_number || ('TRX' || lpad(nextval('transaction_number_seq')::text, 8, '0'));
      e_category := e_category || (l ->> 'category');
      e_description := e_description || (l ->> 'description');
      e_reference := e_reference || COALESCE(l ->> 'reference', p ->> 'reference');
    END LOOP;
    outcomes := outcomes || 'posted'::text;
    refs := refs || v_posting::text;
  END LOOP;

  IF cardinality(e_posting) > 0 THEN
    -- One update per account and one insert for every entry of the batch.
    UPDATE ledger_accounts a SET balance_cents = (bal ->> a.id::text)::bigint
    WHERE a.id IN (SELECT DISTINCT unnest(e_account));
    INSERT INTO ledger_entries (posting_id, account_id, amount_cents, post_balance_cents, transaction_number, category, description, reference)
    SELECT e.posting_id, e.account_id, e.amount, e.post_balance, e.number, e.category, e.description, e.reference
    FROM unnest(e_posting, e_account, e_amount, e_balance, e_number, e_category, e_description, e_reference)
           WITH ORDINALITY AS e (posting_id, account_id, amount, post_balance, number, category, description, reference, n)
    ORDER BY e.n;
  END IF;

  -- The entries of every posted or replayed posting, as written.
  SELECT jsonb_object_agg(s.posting_id, s.entries) INTO entries
  FROM (SELECT e.posting_id::text AS posting_id, jsonb_agg(to_jsonb(e) - 'posting_id' ORDER BY e.id) AS entries
        FROM (SELECT posting_id, id, account_id, amount_cents, post_balance_cents, transaction_number, category, description, reference, status, created_at
              FROM ledger_entries
              WHERE posting_id = ANY (SELECT r::uuid FROM unnest(outcomes, refs) AS o (outcome, r) WHERE outcome IN ('posted', 'replayed'))) e
        GROUP BY e.posting_id) s;

  FOR i IN 1 .. cardinality(outcomes) LOOP
    results := results || jsonb_build_array(CASE outcomes[i]
      WHEN 'insufficient' THEN jsonb_build_object('outcome', 'insufficient', 'accountId', refs[i])
      WHEN 'key_reused' THEN jsonb_build_object('outcome', 'key_reused')
      WHEN 'four_eyes' THEN jsonb_build_object('outcome', 'four_eyes', 'limitCents', refs[i]::bigint)
      ELSE jsonb_build_object('outcome', outcomes[i], 'postingId', refs[i], 'entries', COALESCE(entries -> refs[i], '[]'::jsonb))
    END);
  END LOOP;
  RETURN results;
END $$;
