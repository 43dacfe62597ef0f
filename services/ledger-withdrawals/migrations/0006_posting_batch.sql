-- Group commit for the ledger's hot path: many postings in one statement and one transaction (one WAL
-- flush for all of them), so the fund's account row, which every fund adjustment touches, is locked
-- once per batch instead of once per posting.
--
-- ledger_post_batch(batch) takes a JSON array of postings
--   { key, kind, description, reference, actor, lines: [{ code, amount, category, description, reference }] }
-- (lines balanced, one per account, checked by the caller and again by the deferred balance trigger),
-- opens missing recipient accounts ('recipient:<user id>'), locks every account of the batch in id order
-- (the order every other writer uses: no deadlock), and answers one result per posting, in order:
--   { outcome: 'posted' | 'replayed', postingId, entries: [...] }   entries in the order they were written
--   { outcome: 'insufficient', accountId }                           nothing written for that posting
--   { outcome: 'key_reused' }                                        the key was used for another request
-- The fingerprint of a posting is the one posting-engine.ts computes (kind and sorted "account:amount:category").
CREATE FUNCTION ledger_post_batch(batch jsonb) RETURNS jsonb LANGUAGE plpgsql AS $$
DECLARE
  p jsonb;
  l jsonb;
  ids jsonb;
  results jsonb := '[]'::jsonb;
  entries jsonb;
  entry jsonb;
  v_posting uuid;
  v_print text;
  v_existing_id uuid;
  v_existing_print text;
  v_short uuid;
  v_balance bigint;
  v_account uuid;
BEGIN
  INSERT INTO ledger_accounts (code, kind, user_id)
  SELECT c, 'recipient', substr(c, 11)::uuid
  FROM (SELECT DISTINCT jsonb_array_elements(x -> 'lines') ->> 'code' AS c FROM jsonb_array_elements(batch) x) s
  -- (a plain read first: ON CONFLICT alone would wait for any transaction holding an existing account row)
  WHERE c LIKE 'recipient:%' AND NOT EXISTS (SELECT 1 FROM ledger_accounts a WHERE a.code = s.c)
  ORDER BY c
  ON CONFLICT (code) DO NOTHING;

  PERFORM 1 FROM ledger_accounts
  WHERE code IN (SELECT jsonb_array_elements(x -> 'lines') ->> 'code' FROM jsonb_array_elements(batch) x)
  ORDER BY id FOR UPDATE;

  SELECT jsonb_object_agg(code, id) INTO ids FROM ledger_accounts
  WHERE code IN (SELECT jsonb_array_elements(x -> 'lines') ->> 'code' FROM jsonb_array_elements(batch) x);

  FOR p IN SELECT value FROM jsonb_array_elements(batch) LOOP
    IF EXISTS (SELECT 1 FROM jsonb_array_elements(p -> 'lines') x WHERE NOT ids ? (x ->> 'code')) THEN
      RAISE EXCEPTION 'posting % names an unknown account', p ->> 'key';
    END IF;

    SELECT encode(sha256(convert_to((p ->> 'kind') || '|' || string_agg(
             (ids ->> (x ->> 'code')) || ':' || (x ->> 'amount') || ':' || (x ->> 'category'), ',' ORDER BY (ids ->> (x ->> 'code'))::uuid), 'UTF8')), 'hex')
      INTO v_print FROM jsonb_array_elements(p -> 'lines') x;

    SELECT id, fingerprint INTO v_existing_id, v_existing_print FROM postings WHERE idempotency_key = p ->> 'key';
    IF v_existing_id IS NULL THEN
      -- Every account is locked: the balances read here stay until the commit.
      SELECT a.id INTO v_short
      FROM jsonb_array_elements(p -> 'lines') x JOIN ledger_accounts a ON a.id = (ids ->> (x ->> 'code'))::uuid
      WHERE NOT a.allow_negative AND a.balance_cents + (x ->> 'amount')::bigint < 0
      LIMIT 1;
      IF FOUND THEN
        results := results || jsonb_build_array(jsonb_build_object('outcome', 'insufficient', 'accountId', v_short));
        CONTINUE;
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
      IF v_existing_print <> v_print THEN
        results := results || jsonb_build_array(jsonb_build_object('outcome', 'key_reused'));
      ELSE
        SELECT COALESCE(jsonb_agg(to_jsonb(e) ORDER BY e.id), '[]'::jsonb) INTO entries
        FROM (SELECT id, account_id, amount_cents, post_balance_cents, transaction_number, category, description, reference, status, created_at
              FROM ledger_entries WHERE posting_id = v_existing_id) e;
        results := results || jsonb_build_array(jsonb_build_object('outcome', 'replayed', 'postingId', v_existing_id, 'entries', entries));
      END IF;
      CONTINUE;
    END IF;

    entries := '[]'::jsonb;
    FOR l IN SELECT value FROM jsonb_array_elements(p -> 'lines') ORDER BY (ids ->> (value ->> 'code'))::uuid LOOP
      v_account := (ids ->> (l ->> 'code'))::uuid;
      UPDATE ledger_accounts SET balance_cents = balance_cents + (l ->> 'amount')::bigint
      WHERE id = v_account
      RETURNING balance_cents INTO v_balance;
      INSERT INTO ledger_entries (posting_id, account_id, amount_cents, post_balance_cents, transaction_number, category, description, reference)
      VALUES (v_posting, v_account, (l ->> 'amount')::bigint, v_balance, 'TRX' || lpad(nextval('transaction_number_seq')::text, 8, '0'),
              l ->> 'category', l ->> 'description', COALESCE(l ->> 'reference', p ->> 'reference'))
      RETURNING jsonb_build_object('id', id, 'account_id', account_id, 'amount_cents', amount_cents, 'post_balance_cents', post_balance_cents,
                                   'transaction_number', transaction_number, 'category', category, 'description', description,
                                   'reference', reference, 'status', status, 'created_at', created_at)
      INTO entry;
      entries := entries || jsonb_build_array(entry);
    END LOOP;
    results := results || jsonb_build_array(jsonb_build_object('outcome', 'posted', 'postingId', v_posting, 'entries', entries));
  END LOOP;
  RETURN results;
END $$;
