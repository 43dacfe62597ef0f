import { test, afterAll } from '@jest/globals';
import assert from 'node:assert/strict';
import { execFileSync, spawn } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { PrismaPg } from '@prisma/adapter-pg';
import { KIT_MIGRATIONS, migrate, readMigrations, schemaState, type MigrationSource } from '@portal/service-kit';
import '../support/nest-logs.js';
import * as Identity from '@portal/identity/dist/generated/prisma/client.js';
import * as AccountsKyc from '@portal/accounts-kyc/dist/generated/prisma/client.js';
import * as Ledger from '@portal/ledger-withdrawals/dist/generated/prisma/client.js';
import { OVERVIEW_TOTALS } from '@portal/ledger-withdrawals/dist/testing.js';
import * as Payments from '@portal/payments/dist/generated/prisma/client.js';
import * as Support from '@portal/support/dist/generated/prisma/client.js';
import { databaseUrl } from '../support/platform.js';
import { dropScratchDatabase, withClient } from '../support/scratch-database.js';
import { INVARIANTS_HOLD, ledgerInvariants } from '../support/bench.js';

// Each service's database is built with the migrations of an older release (frozen in tests/fixtures, see
// its README), filled with rows valid for that schema, then brought to today's schema by the real runner.

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const OLDER_COMMIT = '8b76bcb';
const FIXTURE = path.join(ROOT, 'tests/fixtures', `migrations-${OLDER_COMMIT}`);
const SERVICES = ['identity', 'accounts-kyc', 'ledger-withdrawals', 'payments', 'support'] as const;
type Service = (typeof SERVICES)[number];

const olderSources = (service: Service): MigrationSource[] => [
  { scope: 'kit', dir: path.join(FIXTURE, 'kit') },
  { scope: service, dir: path.join(FIXTURE, service) },
];
const todaySources = (service: Service): MigrationSource[] => [KIT_MIGRATIONS, { scope: service, dir: path.join(ROOT, 'services', service, 'migrations') }];

const admin = new pg.Client({ connectionString: databaseUrl('postgres').replace(/\/[^/]+$/, '/postgres') });
const adminReady = admin.connect();
const created: string[] = [];
afterAll(async () => {
  for (const name of created) await dropScratchDatabase(admin, name);
  await admin.end();
});

/** A scratch database `portal_upgrade_<svc>_<random>` at the older release's schema. */
async function olderDatabase(service: Service): Promise<string> {
  await adminReady;
  const name = `portal_upgrade_${service.replace(/-/g, '_')}_${randomBytes(4).toString('hex')}`;
  await admin.query(`CREATE DATABASE ${name}`);
  created.push(name);
  const url = databaseUrl('x').replace(/\/[^/]+$/, `/${name}`);
  await migrate(url, olderSources(service));
  return url;
}

/** Applies today's migrations with the real runner and checks that nothing is left to apply or unknown. */
async function upgrade(service: Service, url: string): Promise<string[]> {
  const older = new Set((await Promise.all(olderSources(service).map(readMigrations))).flat().map((m) => m.version));
  const expected = (await Promise.all(todaySources(service).map(readMigrations)))
    .flat()
    .map((m) => m.version)
    .filter((v) => !older.has(v));
  const applied = await migrate(url, todaySources(service));
  assert.deepEqual(applied, expected, `${service}: every migration newer than ${OLDER_COMMIT} applied, in order`);
  const state = await schemaState(url, todaySources(service));
  assert.deepEqual([state.pending, state.unknown], [[], []]);
  return applied;
}

/** The service's own start on the upgraded database: `node dist/main.js --migrate-only` finds nothing to do. */
async function serviceStarts(service: Service, url: string): Promise<void> {
  const child = spawn(process.execPath, ['dist/main.js', '--migrate-only'], {
    cwd: path.join(ROOT, 'services', service),
    env: { ...process.env, LOG_LEVEL: 'info', [`${service.toUpperCase().replace(/-/g, '_')}_DATABASE_URL`]: url },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (c: Buffer) => (output += c.toString()));
  child.stderr.on('data', (c: Buffer) => (output += c.toString()));
  const code = await new Promise<number | null>((resolve) => child.on('exit', resolve));
  assert.equal(code, 0, output);
  assert.match(output, /database schema up to date/);
}

type AnyClient = { $disconnect(): Promise<void> } & Record<string, { findMany(args?: object): Promise<unknown[]> }>;
const CLIENTS: Record<Service, { PrismaClient: new (o: object) => unknown; Prisma: { ModelName: Record<string, string> } }> = {
  identity: Identity as never,
  'accounts-kyc': AccountsKyc as never,
  'ledger-withdrawals': Ledger as never,
  payments: Payments as never,
  support: Support as never,
};

/** Every Prisma model of the service reads its rows on the upgraded database (schema.prisma and SQL agree). */
async function prismaReadsEverything(service: Service, url: string): Promise<Record<string, unknown[]>> {
  const { PrismaClient, Prisma } = CLIENTS[service];
  const client = new PrismaClient({ adapter: new PrismaPg({ connectionString: url }) }) as AnyClient;
  const rows: Record<string, unknown[]> = {};
  try {
    for (const model of Object.values(Prisma.ModelName)) {
      const delegate = client[model.charAt(0).toLowerCase() + model.slice(1)];
      assert.ok(delegate, `${service}: model ${model}`);
      rows[model] = await delegate.findMany();
    }
  } finally {
    await client.$disconnect();
  }
  return rows;
}

test('the frozen older migrations are the files of that commit', () => {
  let history = true;
  try {
    execFileSync('git', ['cat-file', '-e', `${OLDER_COMMIT}^{commit}`], { cwd: ROOT, stdio: 'ignore' });
  } catch {
    history = false; // a checkout without history: the fixture stands on its own
  }
  if (!history) return;
  const where: Record<string, string> = {
    kit: 'libs/service-kit/migrations',
    ...Object.fromEntries(SERVICES.map((s) => [s, `services/${s}/migrations`])),
  };
  for (const [scope, dir] of Object.entries(where)) {
    const listed = execFileSync('git', ['ls-tree', '--name-only', `${OLDER_COMMIT}:${dir}`], { cwd: ROOT, encoding: 'utf8' })
      .split('\n')
      .filter(Boolean);
    assert.equal(readdirSync(path.join(FIXTURE, scope)).sort().join(' '), listed.sort().join(' '), scope);
    for (const file of listed) {
      const atCommit = execFileSync('git', ['show', `${OLDER_COMMIT}:${dir}/${file}`], { cwd: ROOT, encoding: 'utf8' });
      assert.equal(readFileSync(path.join(FIXTURE, scope, file), 'utf8'), atCommit, `${scope}/${file}`);
    }
  }
});

const A = randomUUID(); // the recipient with the grant, a withdrawal and a transfer
const B = randomUUID(); // a recipient credited by an admin
const ADMIN = '00000000-0000-4000-8000-000000000001';

test('identity: registrations and reset links survive the upgrade', async () => {
  const url = await olderDatabase('identity');
  await withClient(url, async (c) => {
    await c.query(`INSERT INTO registrations (user_id, email, grant_number, outcome) VALUES ($1, 'amina@example.org', 'UNSEAF-2025/GR-0101', 'completed')`, [
      A,
    ]);
    await c.query(
      `INSERT INTO registrations (email, grant_number, outcome, reason) VALUES ('taken@example.org', 'UNSEAF-2025/GR-0102', 'rolled_back', 'e-mail taken')`,
    );
    await c.query(`INSERT INTO password_resets (user_id, email, token_hash, expires_at) VALUES ($1, 'amina@example.org', $2, now() + interval '1 day')`, [
      A,
      'a'.repeat(64),
    ]);
  });
  await upgrade('identity', url);
  const rows = await prismaReadsEverything('identity', url);
  assert.equal(rows.Registration.length, 2);
  assert.equal(rows.PasswordReset.length, 1);
  await serviceStarts('identity', url);
});

test('accounts-kyc: profiles, KYC documents and audit rows survive; numbers given out keep their value', async () => {
  const url = await olderDatabase('accounts-kyc');
  const numbers = await withClient(url, async (c) => {
    const out: string[] = [];
    for (const [id, first, last] of [
      [A, 'Amina', 'Diallo'],
      [B, 'Benoit', 'Ndiaye'],
    ]) {
      const r = await c.query(
        `INSERT INTO profiles (id, email, grant_number, first_name, last_name, full_name, country, account_number, account_status, kyc_status)
         VALUES ($1, $2, 'UNSEAF-2025/GR-0101', $3, $4, $3 || ' ' || $4, 'SN', nextval('account_number_seq')::text, 'approved', 'approved')
         RETURNING account_number`,
        [id, `${first.toLowerCase()}.${id.slice(0, 8)}@example.org`, first, last],
      );
      out.push(r.rows[0].account_number);
    }
    await c.query(
      `INSERT INTO kyc_documents (id, user_id, file_path, file_name, content_type, size_bytes, sha256, status, grant_award_number, reviewed_at, reviewed_by)
       VALUES ($1, $2, $3, 'aml.pdf', 'application/pdf', 2048, $4, 'approved', 'UNSEAF-2025/GR-0101', now(), $5)`,
      [randomUUID(), A, `${A}/aml.pdf`, 'b'.repeat(64), ADMIN],
    );
    await c.query(
      `INSERT INTO audit_logs (event_type, user_id, action, details) VALUES ('kyc_submission', $1, 'KYC document submitted', '{"fileName":"aml.pdf"}')`,
      [A],
    );
    await c.query(`INSERT INTO audit_logs (event_type, user_id, admin_id, action) VALUES ('kyc_status_change', $1, $2, 'KYC approved')`, [A, ADMIN]);
    await c.query(
      `INSERT INTO admin_actions (admin_id, action_type, target_id, target_type, old_value, new_value) VALUES ($1, 'account_status', $2, 'user', 'pending', 'approved')`,
      [ADMIN, A],
    );
    return out;
  });
  assert.deepEqual(numbers, ['1000001', '1000002']);
  await upgrade('accounts-kyc', url);
  const rows = await prismaReadsEverything('accounts-kyc', url);
  assert.deepEqual((rows.Profile as { accountNumber: string }[]).map((p) => p.accountNumber).sort(), numbers);
  assert.equal(rows.KycDocument.length, 1);
  assert.equal(rows.AuditLog.length, 2);
  assert.equal(rows.AdminAction.length, 1);
  await withClient(url, async (c) => {
    assert.equal((await c.query(`SELECT to_regclass('account_number_seq') AS s`)).rows[0].s, null, 'new numbers are drawn at random');
  });
  await serviceStarts('accounts-kyc', url);
});

/** A posting as the older release wrote it: entries with their account's balance after each, summing to zero. */
async function post(c: pg.Client, kind: string, key: string, actor: string | null, lines: Array<[code: string, cents: number, category: string]>) {
  await c.query('BEGIN');
  const posting = randomUUID();
  await c.query(`INSERT INTO postings (id, kind, idempotency_key, fingerprint, description, actor_id) VALUES ($1, $2, $3, $4, $5, $6)`, [
    posting,
    kind,
    key,
    randomBytes(32).toString('hex'),
    kind.replace(/_/g, ' '),
    actor,
  ]);
  const numbers: string[] = [];
  for (const [code, cents, category] of lines) {
    const account = await c.query(`UPDATE ledger_accounts SET balance_cents = balance_cents + $2 WHERE code = $1 RETURNING id, balance_cents`, [code, cents]);
    const { rows } = await c.query(
      `INSERT INTO ledger_entries (posting_id, account_id, amount_cents, post_balance_cents, transaction_number, category, description)
       VALUES ($1, $2, $3, $4, 'TRX' || lpad(nextval('transaction_number_seq')::text, 8, '0'), $5, $6) RETURNING transaction_number`,
      [posting, account.rows[0].id, cents, account.rows[0].balance_cents, category, `${kind} ${code}`],
    );
    numbers.push(rows[0].transaction_number);
  }
  await c.query('COMMIT');
  return { posting, numbers };
}

test('ledger-withdrawals: postings, grants, PINs and withdrawals survive and the ledger invariants hold', async () => {
  const url = await olderDatabase('ledger-withdrawals');
  const [a, b] = [`recipient:${A}`, `recipient:${B}`];
  let withdrawalId = '';
  await withClient(url, async (c) => {
    await c.query(`INSERT INTO ledger_accounts (code, kind, user_id) VALUES ($1, 'recipient', $2), ($3, 'recipient', $4)`, [a, A, b, B]);
    await c.query(
      `INSERT INTO grants (user_id, title, total_cents, start_date, q1_used_cents) VALUES ($1, 'Sustainable Development Fund', 2000000, current_date - 30, 20000)`,
      [A],
    );
    await c.query(`INSERT INTO user_pins (user_id, pin_hash, failed_attempts) VALUES ($1, '$2b$12$abcdefghijklmnopqrstuuJ2YbU0lFQ3C0qZ9m0Yx7G0v1nU4Qk2', 1)`, [
      A,
    ]);
    await post(c, 'grant_disbursement', `grant:${A}`, ADMIN, [
      [a, 500_000, 'grant'],
      ['fund:grant-funding', -500_000, 'grant'],
    ]);
    await post(c, 'admin_add', `adjust:${B}`, ADMIN, [
      [b, 25_000, 'adjustment'],
      ['fund:grant-funding', -25_000, 'adjustment'],
    ]);
    const w = await post(c, 'withdrawal', `withdrawal:${randomUUID()}`, A, [
      [a, -20_000, 'withdrawal'],
      ['fund:payout-clearing', 19_700, 'withdrawal'],
      ['fund:fee-revenue', 300, 'fee'],
    ]);
    withdrawalId = randomUUID();
    await c.query(
      `INSERT INTO withdrawals (id, user_id, transaction_number, idempotency_key, amount_cents, fee_cents, net_cents, method, method_details, status,
         quarter_period, quarter_index, quarter_limit_cents, quarter_used_before_cents, quarter_remaining_after_cents, expected_completion_date,
         posting_id, completed_at, receipt_status)
       VALUES ($1, $2, $3, $4, 20000, 300, 19700, 'bank_transfer', '{"bankName":"Banque Cantonale","accountNumber":"****5678"}', 'completed',
         'Q1', 1, 500000, 0, 480000, now(), $5, now(), 'completed')`,
      [withdrawalId, A, w.numbers[0], randomUUID(), w.posting],
    );
    await post(c, 'withdrawal_settled', `withdrawal-settle:${withdrawalId}`, ADMIN, [
      ['fund:payout-clearing', -19_700, 'withdrawal'],
      ['fund:payouts-settled', 19_700, 'withdrawal'],
    ]);
    await post(c, 'transfer_external', `move:${randomUUID()}`, A, [
      [a, -10_100, 'transfer'],
      ['fund:payout-clearing', 10_000, 'transfer'],
      ['fund:fee-revenue', 100, 'fee'],
    ]);
  });
  const before = await withClient(url, async (c) => (await c.query(`SELECT code, balance_cents::bigint AS cents FROM ledger_accounts ORDER BY code`)).rows);
  assert.deepEqual(await ledgerInvariants(url), INVARIANTS_HOLD, 'the older database is consistent');

  await upgrade('ledger-withdrawals', url);
  assert.deepEqual(await ledgerInvariants(url), INVARIANTS_HOLD, 'each posting sums to zero, balances are their entries, post-balances chain');
  await withClient(url, async (c) => {
    assert.deepEqual((await c.query(`SELECT code, balance_cents::bigint AS cents FROM ledger_accounts ORDER BY code`)).rows, before, 'balances kept');
    const balances = Object.fromEntries(before.map((r) => [r.code, Number(r.cents)]));
    assert.equal(balances[a], 500_000 - 20_000 - 10_100);
    assert.equal(balances[b], 25_000);
    // 0010 filled the four-eyes exposure from the existing admin moves.
    const exposure = await c.query(
      `SELECT a.code, x.received_cents::int AS received, x.moved_cents::int AS moved FROM four_eyes_exposure x JOIN ledger_accounts a ON a.id = x.account_id
       WHERE x.actor_id = $1 ORDER BY a.code`,
      [ADMIN],
    );
    assert.deepEqual(
      exposure.rows,
      [
        { code: a, received: 500_000, moved: 500_000 },
        { code: b, received: 25_000, moved: 25_000 },
      ].sort((x, y) => x.code.localeCompare(y.code)),
    );
    assert.equal((await c.query(`SELECT count(*)::int AS n FROM ledger_accounts WHERE closed_at IS NOT NULL`)).rows[0].n, 0);
    // 0024 filled the Overview's counters from the rows there: the recipients' four entries and the one withdrawal.
    const overview = async () => {
      const { rows } = await c.query(OVERVIEW_TOTALS.sql);
      return Object.fromEntries(Object.entries(rows[0] as Record<string, unknown>).map(([k, v]) => [k, Number(v)]));
    };
    assert.deepEqual(await overview(), { total_balance: 494_900, tx_count: 4, tx_volume: 555_100, wd_count: 1, wd_volume: 20_000 });
    // Today's posting path works on the upgraded rows: one more grant award through the batch function.
    const answer = await c.query(`SELECT ledger_post_batch($1::jsonb) AS r`, [
      JSON.stringify([
        {
          key: `after-upgrade:${A}`,
          kind: 'admin_add',
          print: 'x',
          description: 'Added after the upgrade',
          actor: ADMIN,
          lines: [
            { code: a, amount: 1_000, category: 'adjustment', description: 'Added after the upgrade' },
            { code: 'fund:grant-funding', amount: -1_000, category: 'adjustment', description: 'Added after the upgrade' },
          ],
        },
      ]),
    ]);
    assert.ok(answer.rows[0].r, 'the batch function answered');
    assert.deepEqual(await overview(), { total_balance: 495_900, tx_count: 5, tx_volume: 556_100, wd_count: 1, wd_volume: 20_000 }, 'and counted it');
  });
  assert.deepEqual(await ledgerInvariants(url), INVARIANTS_HOLD, 'invariants hold after a posting on the upgraded schema');
  const rows = await prismaReadsEverything('ledger-withdrawals', url);
  assert.equal(rows.Withdrawal.length, 1);
  assert.equal((rows.Withdrawal[0] as { id: string }).id, withdrawalId);
  assert.equal(rows.Grant.length, 1);
  assert.equal(rows.UserPin.length, 1);
  await serviceStarts('ledger-withdrawals', url);
});

test('payments: transfers survive the upgrade that made them records of the service', async () => {
  const url = await olderDatabase('payments');
  const id = randomUUID();
  await withClient(url, (c) =>
    c.query(
      `INSERT INTO transfers (id, user_id, transaction_number, recipient_name, recipient_account, recipient_bank, amount_cents, charge_cents, paid_amount_cents,
         description, transfer_type, status, idempotency_key)
       VALUES ($1, $2, 'TRF1764000000000', 'Cooperative Agricole', 'SN08 0001 2345 6789', 'Banque Atlantique', 10000, 100, 10100, 'Seeds', 'other_bank', 'completed', $3)`,
      [id, A, randomUUID()],
    ),
  );
  await upgrade('payments', url);
  const rows = await prismaReadsEverything('payments', url);
  const transfer = rows.Transfer[0] as { id: string; amountCents: bigint; paidAmountCents: bigint; status: string; settlementState: string };
  assert.equal(rows.Transfer.length, 1);
  assert.deepEqual([transfer.id, Number(transfer.amountCents), Number(transfer.paidAmountCents), transfer.status], [id, 10000, 10100, 'completed']);
  await serviceStarts('payments', url);
});

test('support: a ticket of the older schema becomes a conversation with its first message', async () => {
  const url = await olderDatabase('support');
  const id = await withClient(
    url,
    async (c) =>
      (
        await c.query(
          `INSERT INTO support_tickets (user_id, subject, message, category, priority) VALUES ($1, 'Receipt missing', 'I cannot find the receipt of my withdrawal.', 'transaction', 'high') RETURNING id`,
          [A],
        )
      ).rows[0].id as string,
  );
  await upgrade('support', url);
  const rows = await prismaReadsEverything('support', url);
  assert.equal(rows.Ticket.length, 1);
  assert.deepEqual(
    (rows.TicketMessage as { ticketId: string; authorId: string; kind: string; body: string }[]).map((m) => [m.ticketId, m.authorId, m.kind, m.body]),
    [[id, A, 'original', 'I cannot find the receipt of my withdrawal.']],
  );
  await serviceStarts('support', url);
});
