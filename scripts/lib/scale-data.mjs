// The data set of `npm run bench:scale`, written straight into the platform's databases with set-based SQL,
// and the plans of the hot queries on it.
//
// Ledger: every generated posting is balanced (one recipient line, the opposite line on the grant-funding
// account), every entry's post-balance is its account's balance after it in entry-id order, and each
// account's balance moves by the sum of its new entries, all under the accounts' row locks, as the posting
// function keeps them. A recipient's lines repeat credit, credit, debit (the debit smaller), so no balance
// goes below zero at any entry. Generated rows are marked (posting kind `scale_bench`, profile ids
// recipientId(<i>), an md5 made a valid UUID, audit descriptions `Scale data: …`): a later run adds only what is missing.
import pg from 'pg';
import { encodeTransactionCursor } from '@portal/contracts';
import { say } from './platform.mjs';

/** Every tenth generated posting is on the heavy recipient. */
export const HEAVY_SHARE = 10;
/** Postings written per transaction (two entries each). */
const CHUNK = 100_000;

/**
 * The SQL of the generated recipient number `i`'s id: md5('scale-recipient-<i>') with its version nibble set to 4
 * and its variant nibble to 8–b, so that it is an RFC 9562 UUID (the contracts' uuid() refuses a bare md5 cast).
 */
function recipientId(i) {
  const hex = `md5('scale-recipient-' || ${i})`;
  return `overlay(overlay(${hex} placing '4' from 13 for 1) placing substr('89ab', 1 + ('x' || substr(${hex}, 17, 1))::bit(4)::int % 4, 1) from 17 for 1)::uuid`;
}
const FIRST = ['Amina', 'Kwame', 'Sofia', 'Lucas', 'Mei', 'Omar', 'Ingrid', 'Ravi', 'Chloe', 'Tomás', 'Yara', 'Jonas', 'Nadia', 'Pedro', 'Hana', 'Felix'];
const LAST = [
  'Diallo',
  'Mensah',
  'Rossi',
  'Müller',
  'Chen',
  'Haddad',
  'Larsen',
  'Iyer',
  'Martin',
  'García',
  'Kaya',
  'Berg',
  'Petrova',
  'Silva',
  'Sato',
  'Novak',
  'Okafor',
  'Dubois',
];

/** What the k6 script composes its searches from. */
export function scaleNames(recipients) {
  return { first: FIRST, last: LAST, recipients };
}

async function connect(url) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  return client;
}

/** Recipients (profiles and ledger accounts), ledger postings and audit rows up to `size`; what this run added. */
export async function generateScaleData({ ledgerUrl, accountsUrl, heavyUserId, adminId, size }) {
  const postings = Math.floor(size.entries / 2);
  const ledger = await connect(ledgerUrl);
  const accounts = await connect(accountsUrl);
  const made = { recipients: 0, entries: 0, audit: 0 };
  try {
    say(`profiles of ${size.recipients.toLocaleString('en')} recipients`);
    const profiles = await accounts.query(
      `INSERT INTO profiles (id, email, grant_number, first_name, last_name, full_name, account_number, account_status, kyc_status, country, city, created_at, updated_at)
       SELECT ${recipientId('i')}, 'scale.' || i || '@example.org',
              'UNSEAF-' || (2021 + i % 5) || '/GR-' || lpad((i % 10000)::text, 4, '0'),
              f, l, f || ' ' || l, '7799' || lpad(i::text, 8, '0'), 'approved', 'approved', 'Other', 'Geneva',
              timestamptz '2021-06-01' + i * interval '20 minutes', timestamptz '2021-06-01' + i * interval '20 minutes'
       FROM generate_series(1, $1::int) i,
            LATERAL (SELECT ($2::text[])[1 + i % cardinality($2::text[])] AS f, ($3::text[])[1 + (i / cardinality($2::text[])) % cardinality($3::text[])] AS l) n
       ON CONFLICT (id) DO NOTHING`,
      [size.recipients, FIRST, LAST],
    );
    made.recipients = profiles.rowCount ?? 0;

    await ledger.query(
      `INSERT INTO ledger_accounts (code, kind, user_id)
       SELECT 'recipient:' || u, 'recipient', u FROM (SELECT ${recipientId('i')} AS u FROM generate_series(1, $1::int) i) s
       ON CONFLICT (code) DO NOTHING`,
      [size.recipients],
    );
    await ledger.query(`INSERT INTO ledger_accounts (code, kind, user_id) VALUES ($1, 'recipient', $2) ON CONFLICT (code) DO NOTHING`, [
      `recipient:${heavyUserId}`,
      heavyUserId,
    ]);
    const have = Number((await ledger.query(`SELECT count(*) AS n FROM postings WHERE kind = 'scale_bench'`)).rows[0].n);
    for (let from = have + 1; from <= postings; from += CHUNK) {
      const to = Math.min(postings, from + CHUNK - 1);
      say(`ledger postings ${from.toLocaleString('en')}–${to.toLocaleString('en')} of ${postings.toLocaleString('en')}`);
      await ledger.query('BEGIN');
      try {
        await ledger.query('SET LOCAL synchronous_commit = off');
        // The accounts this chunk moves, locked in id order as every writer locks them.
        await ledger.query(
          `CREATE TEMP TABLE scale_accounts ON COMMIT DROP AS
           SELECT i, a.id FROM generate_series(1, $1::int) i JOIN ledger_accounts a ON a.code = 'recipient:' || ${recipientId('i')}`,
          [size.recipients],
        );
        await ledger.query(
          `SELECT 1 FROM ledger_accounts WHERE id IN (SELECT id FROM scale_accounts) OR code IN ('fund:grant-funding', $1) ORDER BY id FOR UPDATE`,
          [`recipient:${heavyUserId}`],
        );
        await ledger.query(
          `CREATE TEMP TABLE scale_lines ON COMMIT DROP AS
           WITH lines AS (
             SELECT n, gen_random_uuid() AS posting_id, timestamptz '2021-06-01' + n * interval '28 seconds' AS at,
                    CASE WHEN n % ${HEAVY_SHARE} = 0 THEN (SELECT id FROM ledger_accounts WHERE code = $3) ELSE s.id END AS account_id
             FROM generate_series($1::int, $2::int) n
             JOIN scale_accounts s ON s.i = 1 + (n::bigint * 7919) % $4::int
           ), numbered AS (
             SELECT l.*, row_number() OVER (PARTITION BY account_id ORDER BY n) AS k FROM lines l
           ), priced AS (
             SELECT n, posting_id, at, account_id,
                    CASE WHEN k % 3 = 0 THEN -(1000 + n % 2000) ELSE 3000 + n % 5000 END AS amount
             FROM numbered
           )
           SELECT p.*,
                  a.balance_cents + sum(p.amount) OVER (PARTITION BY p.account_id ORDER BY p.n) AS post_balance,
                  f.balance_cents - sum(p.amount) OVER (ORDER BY p.n) AS fund_post_balance,
                  CASE WHEN p.amount > 0 THEN (ARRAY['grant', 'transfer', 'adjustment', 'grant'])[1 + n % 4]
                       ELSE (ARRAY['withdrawal', 'payment', 'fee', 'transfer'])[1 + n % 4] END AS category
           FROM priced p JOIN ledger_accounts a ON a.id = p.account_id CROSS JOIN (SELECT balance_cents FROM ledger_accounts WHERE code = 'fund:grant-funding') f`,
          [from, to, `recipient:${heavyUserId}`, size.recipients],
        );
        await ledger.query(
          `INSERT INTO postings (id, kind, idempotency_key, fingerprint, description, reference, created_at)
           SELECT posting_id, 'scale_bench', 'scale:' || n, 'scale', initcap(category) || ' ' || n, NULL, at FROM scale_lines`,
        );
        await ledger.query(
          `INSERT INTO ledger_entries (posting_id, account_id, amount_cents, post_balance_cents, transaction_number, category, description, reference, created_at)
           SELECT posting_id, account_id, amount, balance, 'TRX' || lpad(nextval('transaction_number_seq')::text, 8, '0'), category, description, reference, at
           FROM (
             SELECT n, 0 AS side, posting_id, account_id, amount, post_balance AS balance, category, at,
                    CASE category WHEN 'grant' THEN 'Grant disbursement ' WHEN 'transfer' THEN 'Transfer ' WHEN 'adjustment' THEN 'Funds adjustment '
                                  WHEN 'withdrawal' THEN 'Withdrawal via bank transfer ' WHEN 'payment' THEN 'Project payment to vendor ' ELSE 'Service fee ' END || n AS description,
                    CASE WHEN n % 5 = 0 THEN 'REF-' || n END AS reference
             FROM scale_lines
             UNION ALL
             SELECT n, 1, posting_id, (SELECT id FROM ledger_accounts WHERE code = 'fund:grant-funding'), -amount, fund_post_balance, category, at,
                    'Fund side of ' || category || ' ' || n, NULL
             FROM scale_lines
           ) e ORDER BY n, side`,
        );
        await ledger.query(
          `UPDATE ledger_accounts a SET balance_cents = a.balance_cents + d.delta
           FROM (SELECT account_id, sum(amount) AS delta FROM scale_lines GROUP BY account_id
                 UNION ALL SELECT (SELECT id FROM ledger_accounts WHERE code = 'fund:grant-funding'), -sum(amount) FROM scale_lines) d
           WHERE a.id = d.account_id`,
        );
        await ledger.query('COMMIT');
      } catch (error) {
        await ledger.query('ROLLBACK');
        throw error;
      }
      made.entries += 2 * (to - from + 1);
    }
    if (made.entries) await ledger.query('ANALYZE ledger_entries; ANALYZE postings; ANALYZE ledger_accounts');

    const audited = Number((await accounts.query(`SELECT count(*) AS n FROM admin_audit_log WHERE description LIKE 'Scale data:%'`)).rows[0].n);
    if (audited < size.audit) {
      say(`audit rows ${(audited + 1).toLocaleString('en')}–${size.audit.toLocaleString('en')}`);
      const actions = ['account_status_change', 'account_activation', 'funds_adjust', 'grant_award'];
      const audit = await accounts.query(
        `INSERT INTO admin_audit_log (id, occurred_at, actor_id, action, target_type, target_id, user_id, old_value, new_value, description, source_service)
         SELECT gen_random_uuid(), timestamptz '2021-06-01' + n * interval '2 minutes', $3::uuid, act, 'user', u::text, u, 'pending', 'approved',
                'Scale data: ' || act || ' ' || n, 'accounts-kyc'
         FROM generate_series($1::int, $2::int) n,
              LATERAL (SELECT ${recipientId('(1 + (n::bigint * 104729) % $5::int)')} AS u, ($4::text[])[1 + n % cardinality($4::text[])] AS act) x`,
        [audited + 1, size.audit, adminId, actions, size.recipients],
      );
      made.audit = audit.rowCount ?? 0;
    }
    await accounts.query('ANALYZE profiles; ANALYZE admin_audit_log');
    return made;
  } finally {
    await ledger.end();
    await accounts.end();
  }
}

/** A plan's one-line summary: its scan nodes (with index names) and whether any reads a table sequentially. */
function summarise(plan) {
  const scans = [];
  const walk = (node) => {
    if (/Scan/.test(node['Node Type']))
      scans.push(
        `${node['Node Type']}${node['Index Name'] ? ` ${node['Index Name']}` : ''}${node['Relation Name'] && !node['Index Name'] ? ` ${node['Relation Name']}` : ''}${node['Actual Loops'] === 0 ? ' (not run)' : ''}`,
      );
    for (const child of node.Plans ?? []) walk(child);
  };
  walk(plan.Plan);
  return { summary: [...new Set(scans)].join(' + '), seqScan: scans.some((s) => s.startsWith('Seq Scan')), ms: plan['Execution Time'] };
}

async function explain(client, name, sql, params) {
  const { rows } = await client.query(`EXPLAIN (ANALYZE, FORMAT JSON) ${sql}`, params);
  return { name, ...summarise(rows[0]['QUERY PLAN'][0]) };
}

/** The ledger's part of the CSV export: the whole history read in keyset pages of 1,000, as the export asks for them. */
async function readWholeHistory(ledger, account) {
  const started = performance.now();
  let rows = 0;
  let after = null;
  for (;;) {
    const { rows: page } = await ledger.query(
      `SELECT * FROM ledger_entries WHERE account_id = $1 ${after ? 'AND created_at <= $2 AND (created_at < $2 OR id < $3)' : ''}
       ORDER BY created_at DESC, id DESC LIMIT 1001`,
      after ? [account, after.created_at, after.id] : [account],
    );
    const kept = page.slice(0, 1000);
    rows += kept.length;
    if (page.length <= 1000) break;
    after = kept.at(-1);
  }
  return { rows, seconds: (performance.now() - started) / 1000 };
}

/** The hot queries' plans on the data as it is, and cursors deep in the heavy history for the k6 script. */
export async function hotQueries({ ledgerUrl, accountsUrl, heavyUserId }) {
  const ledger = await connect(ledgerUrl);
  const accounts = await connect(accountsUrl);
  try {
    const account = (await ledger.query('SELECT id FROM ledger_accounts WHERE code = $1', [`recipient:${heavyUserId}`])).rows[0].id;
    const total = Number((await ledger.query('SELECT count(*) AS n FROM ledger_entries WHERE account_id = $1', [account])).rows[0].n);
    const deepCursors = [];
    for (const share of [0.5, 0.6, 0.7, 0.8, 0.9]) {
      const { rows } = await ledger.query(
        'SELECT created_at, id::text FROM ledger_entries WHERE account_id = $1 ORDER BY created_at DESC, id DESC OFFSET $2 LIMIT 1',
        [account, Math.floor(total * share)],
      );
      if (rows[0]) deepCursors.push(encodeTransactionCursor({ atMs: rows[0].created_at.getTime(), id: rows[0].id }));
    }
    const deep = (
      await ledger.query('SELECT created_at, id FROM ledger_entries WHERE account_id = $1 ORDER BY created_at DESC, id DESC OFFSET $2 LIMIT 1', [
        account,
        Math.floor(total * 0.9),
      ])
    ).rows[0];
    // The statements the ledger sends for a page of the history (ledger.service.ts: transactions).
    const page = (where) => `SELECT * FROM ledger_entries WHERE account_id = $1 ${where} ORDER BY created_at DESC, id DESC LIMIT 51`;
    const after = 'AND created_at <= $2 AND (created_at < $2 OR id < $3)';
    // The quick search's statement (ledger.repository.ts: searchPage): the newest 1,000 entries checked one by one,
    // then, only when they hold less than a page, the older matches from the account's trigram index.
    const search = (words) => {
      const pattern = `'%${words}%'`;
      const matches = `(transaction_number ILIKE ${pattern} OR description ILIKE ${pattern} OR reference ILIKE ${pattern})`;
      return `WITH newest AS MATERIALIZED (
          SELECT *, ${matches} AS hit FROM ledger_entries WHERE account_id = $1 ORDER BY created_at DESC, id DESC LIMIT 1000
        ), older AS MATERIALIZED (
          SELECT * FROM ledger_entries
          WHERE account_id = $1 AND (transaction_number || ' ' || description || ' ' || coalesce(reference, '')) ILIKE ${pattern} AND ${matches}
            AND (created_at, id) < (SELECT created_at, id FROM newest ORDER BY created_at, id LIMIT 1)
        )
        SELECT id, created_at FROM newest WHERE hit
        UNION ALL
        SELECT id, created_at FROM older WHERE (SELECT count(*) FROM newest) = 1000 AND (SELECT count(*) FILTER (WHERE hit) FROM newest) < 51
        ORDER BY created_at DESC, id DESC LIMIT 51`;
    };
    // One entry halfway down the history, found by its transaction number.
    const middle = (
      await ledger.query('SELECT transaction_number FROM ledger_entries WHERE account_id = $1 ORDER BY created_at DESC, id DESC OFFSET $2 LIMIT 1', [
        account,
        Math.floor(total / 2),
      ])
    ).rows[0].transaction_number;
    const plans = [
      await explain(ledger, 'history first page', page(''), [account]),
      await explain(ledger, 'history deep page (90 %)', page(after), [account, deep.created_at, deep.id]),
      await explain(ledger, 'history category filter (a common one)', page(`AND category = 'fee'`), [account]),
      // The generated heavy history holds no project payments: a filter that matches little is the costly one.
      await explain(ledger, 'history category filter (a rare one)', page(`AND category = 'payment'`), [account]),
      await explain(ledger, 'history rare category, deep page', page(`AND category = 'payment' ${after}`), [account, deep.created_at, deep.id]),
      await explain(ledger, 'history debits', page('AND amount_cents < 0'), [account]),
      await explain(ledger, 'history quick search, no match', search('zqxw'), [account]),
      await explain(ledger, 'history quick search, one match halfway down', search(middle), [account]),
      // "grant" is in a quarter of all entries: the page fills from the newest entries.
      await explain(ledger, 'history quick search, a common word', search('grant'), [account]),
      // Project payments are common in the ledger but the heavy history has none: planners' guesses fail here.
      await explain(ledger, 'history quick search, a word common elsewhere', search('vendor'), [account]),
    ];
    // What offset paging would cost for the same deep page (a figure beside the keyset's, not a query the portal sends).
    plans.push({
      ...(await explain(ledger, 'history page 90 % deep by OFFSET (for comparison)', `${page('')} OFFSET ${Math.floor(total * 0.9)}`, [account])),
      figure: true,
    });
    const exportRead = await readWholeHistory(ledger, account);
    const users = (where) => `SELECT id FROM profiles WHERE ${where} ORDER BY created_at DESC, id OFFSET 0 LIMIT 25`;
    const like = `lower(full_name || ' ' || email || ' ' || grant_number) LIKE $1`;
    plans.push(
      await explain(accounts, 'admin users search: name', users(like), ['%nadia okafor%']),
      await explain(accounts, 'admin users search: name, count', `SELECT count(*) FROM profiles WHERE ${like}`, ['%nadia okafor%']),
      await explain(accounts, 'admin users search: e-mail', users(like), ['%scale.4242@%']),
      await explain(accounts, 'admin users search: grant number', users(like), ['%gr-0042%']),
      await explain(accounts, 'admin users list, no search', users('TRUE'), []),
    );
    const audit = (where) =>
      `SELECT a.id, p.full_name FROM admin_audit_log a LEFT JOIN profiles p ON p.id = a.user_id WHERE ${where} ORDER BY a.occurred_at DESC, a.id OFFSET 0 LIMIT 50`;
    const someone = (await accounts.query(`SELECT ${recipientId('1')} AS id`)).rows[0].id;
    plans.push(
      await explain(accounts, 'audit log: newest page', audit('TRUE'), []),
      await explain(accounts, 'audit log: action filter', audit('a.action = $1'), ['funds_adjust']),
      // The total of an action filter (audit.repository.ts: total), from the per-action counts.
      await explain(
        accounts,
        'audit log: action filter, count',
        'SELECT coalesce((SELECT entries FROM admin_audit_action_counts WHERE action = $1), 0)::int AS total',
        ['funds_adjust'],
      ),
      await explain(accounts, 'audit log: one recipient', audit('a.user_id = $1'), [someone]),
    );
    return { plans, deepCursors, exportRead };
  } finally {
    await ledger.end();
    await accounts.end();
  }
}
