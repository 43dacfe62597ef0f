// The bank test under faults (Jepsen's bank test is the model). Recipients with granted money move it
// concurrently — transfers within UNSEAF and to other banks, project payments, withdrawals — while the
// admins decide the external moves and adjust funds; every client retries with the same idempotency key
// until it gets a definite answer. Meanwhile, at seeded random points, services and the gateway are
// SIGKILLed (pm2 restarts them), NATS restarts, and in the long form (`npm run test:chaos`) NATS stops
// for half a minute, PostgreSQL restarts and Redis stops for a while. Afterwards, with everything back, the databases are checked
// directly: money neither created nor lost, no negative balance, no unbalanced posting, every
// idempotency key applied once, every success the client saw in the ledger, every event delivered and
// handled once, nothing stuck half-way. CHAOS_SEED replays a run; the counts are printed.
// With CHAOS_INSTANCES=2 (the long form's default) a second instance of every service and of the gateway runs
// beside the platform's own: the services share each request subject's NATS queue group and each event
// consumer, the clients alternate between the two gateways, and the same checks show nothing handled twice.
import { afterAll, beforeAll, expect, test } from '@jest/globals';
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { connect } from '@nats-io/transport-node';
import { jetstreamManager } from '@nats-io/jetstream';
import {
  Api,
  EVENTS_STREAM,
  Events,
  adminPostingKey,
  isRecipientMe,
  type ApiClient,
  type CreateProjectPaymentBody,
  type CreateTransferBody,
} from '@portal/contracts';
import { DEMO_ADMIN, GATEWAY_URL, NATS_AUTH, registerRecipient, tokenFor, natsServers } from '../support/platform.js';
import { clientFor } from '../support/client.js';
import { pdfBytes, uploadKyc } from '../support/kyc.js';
import { BANK_DETAILS, PIN } from '../support/money.js';
import { PlatformFaults, describeFault, type Fault } from '../support/chaos.js';
import { seededRandom } from '../support/random.js';
import { waitFor } from '../support/wait.js';
import { databaseProbe } from '../support/databases.js';
import { ServiceInstance } from '../support/service-instance.js';
import { freePort } from '../support/ports.js';

const LONG = process.env.CHAOS_LONG === '1';
const SEED = Number(process.env.CHAOS_SEED ?? Date.now() % 1_000_000);
const DURATION_MS = Number(process.env.CHAOS_DURATION_MS ?? (LONG ? 240_000 : 24_000));
const RECIPIENTS = Number(process.env.CHAOS_RECIPIENTS ?? (LONG ? 12 : 5));
const WORKERS = Number(process.env.CHAOS_WORKERS ?? (LONG ? 6 : 4));
/** How long the platform may take to finish what the faults interrupted (the payments recovery job waits 30 s for a stale record). */
const RECOVERY_MS = Number(process.env.CHAOS_RECOVERY_MS ?? (LONG ? 180_000 : 60_000));
/** A Redis the platform has to itself (the long form starts one): only that one may be stopped; the shared one serves `npm start` too. */
const REDIS_PROCESS = process.env.CHAOS_REDIS_PROCESS;
/** PostgreSQL is shared with a running `npm start`: restarted only in the long form. */
const RESTART_POSTGRES = process.env.CHAOS_POSTGRES === '1' || LONG;
const GRANT_CENTS = 800_000; // below the four-eyes threshold: one admin awards it
const PLATFORM_PROCESSES = ['identity', 'accounts-kyc', 'ledger-withdrawals', 'payments', 'support', 'gateway'];
/** Instances of every service and of the gateway: the platform's own (under pm2, which the faults kill) and more beside it. */
const INSTANCES = Number(process.env.CHAOS_INSTANCES ?? (LONG ? 2 : 1));

const random = seededRandom(SEED);
const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)]!;
const between = (low: number, high: number) => low + Math.floor(random() * (high - low + 1));
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const ledger = databaseProbe('ledger-withdrawals');
const payments = databaseProbe('payments');
const accounts = databaseProbe('accounts-kyc');
const pools = [ledger, payments, accounts];
// A PostgreSQL restart breaks the pools' idle connections: they are dropped and opened again.
for (const pool of pools) pool.on('error', () => undefined);

/**
 * Someone who calls the API; signs in again when the token expired (a long run outlives it), one
 * sign-in at a time (Keycloak's brute-force detection refuses a user's sign-ins in quick succession).
 */
class Caller {
  private token: Promise<string> | undefined;
  constructor(
    readonly username: string,
    private readonly password: string,
  ) {}
  bearer(): Promise<string> {
    this.token ??= tokenFor(this.username, this.password).catch((error: unknown) => {
      this.token = undefined;
      throw error;
    });
    return this.token;
  }
  async client(): Promise<ApiClient> {
    return clientFor(await this.bearer());
  }
  /** The token was refused (expired): the next call signs in again, unless another call already did. */
  async expire(refused: string): Promise<void> {
    const current = this.token;
    if (current && (await current.catch(() => '')) === refused && this.token === current) this.token = undefined;
  }
}

interface Person {
  userId: string;
  caller: Caller;
  accountNumber: string;
}

type OpKind = 'transfer-internal' | 'transfer-external' | 'project-payment' | 'withdrawal' | 'adjust' | 'decision';
interface Op {
  kind: OpKind;
  /** The idempotency key (client-side ops) or the decided record's id (decisions). */
  key: string;
  userId: string;
  status: number;
  attempts: number;
  detail?: { table: 'transfers' | 'project_payments' | 'withdrawals'; id: string; decision: 'completed' | 'failed' };
}

const counts = { retries: 0, unknown: 0, faults: [] as string[] };
const ops: Op[] = [];
/** External moves and withdrawals the client saw accepted, waiting for an admin's decision. */
const undecided: { table: 'transfers' | 'project_payments' | 'withdrawals'; id: string; userId: string }[] = [];

/** A definite answer: the request was carried out (2xx) or refused for good (4xx other than 401/408/429). */
const definite = (status: number) => (status >= 200 && status < 300) || (status >= 400 && status < 500 && ![401, 408, 429].includes(status));

/**
 * Sends a request until it gets a definite answer, the same request each time (same idempotency key),
 * as a careful client does; gives up only at `giveUpAt` (the outcome is then unknown to the client).
 */
async function untilDefinite(caller: Caller, send: (client: ApiClient, signal: AbortSignal) => Promise<{ status: number; body: unknown }>, giveUpAt: number) {
  for (let attempt = 1; ; attempt++) {
    let answer: { status: number; body: unknown };
    let token = '';
    try {
      token = await caller.bearer();
      answer = await send(clientFor(token, gatewayInTurn()), AbortSignal.timeout(20_000));
    } catch {
      answer = { status: 0, body: undefined }; // no answer: connection refused or reset, timed out, or the sign-in failed
    }
    if (definite(answer.status)) return { ...answer, attempts: attempt };
    if (Date.now() > giveUpAt) {
      counts.unknown += 1;
      return { ...answer, attempts: attempt };
    }
    if (answer.status === 401) await caller.expire(token);
    counts.retries += 1;
    await sleep(Math.min(3_000, 200 * 2 ** Math.min(attempt, 4)) + between(0, 250));
  }
}

let admin: Caller;
const people: Person[] = [];

/** A recipient as the money routes need one, through the admin routes: approved, KYC approved, PIN set, a grant awarded. */
async function newPerson(): Promise<Person> {
  const r = await registerRecipient();
  const adminClient = await admin.client();
  await adminClient.call(Api.admin.setUserStatus, { params: { id: r.userId }, body: { status: 'approved' } });
  const caller = new Caller(r.email, r.password);
  const client = await caller.client();
  const upload = await uploadKyc(await caller.bearer(), 'aml.pdf', pdfBytes());
  assert.equal(upload.status, 201, JSON.stringify(upload.body));
  await adminClient.call(Api.admin.kycDecide, { params: { userId: r.userId }, body: { decision: 'approved' } });
  await client.call(Api.pin.set, { body: { pin: PIN, confirmPin: PIN } });
  const start = new Date();
  start.setUTCDate(1);
  start.setUTCMonth(start.getUTCMonth() - 13); // in the grant's fourth quarter: the limit is the balance
  await adminClient.call(Api.admin.awardGrant, {
    params: { id: r.userId },
    body: { title: 'Bank test grant', totalCents: GRANT_CENTS, startDate: start.toISOString().slice(0, 10), idempotencyKey: randomUUID() },
  });
  const me = await client.call(Api.me.get);
  assert.ok(isRecipientMe(me));
  return { userId: r.userId, caller, accountNumber: me.accountNumber };
}

/** One client operation, chosen at random, retried until definite. */
async function oneOperation(giveUpAt: number): Promise<void> {
  const roll = random();
  const from = pick(people);
  const key = randomUUID();
  const record = (kind: OpKind, userId: string, answer: { status: number; attempts: number }, detail?: Op['detail']) => {
    ops.push({ kind, key: detail?.id ?? key, userId, status: answer.status, attempts: answer.attempts, detail });
  };
  if (roll < 0.3) {
    const to = pick(people.filter((p) => p !== from));
    const body: CreateTransferBody = {
      recipientName: 'Bank Test',
      recipientAccount: to.accountNumber,
      amountCents: between(500, 15_000),
      transferType: 'within_unseaf',
      pin: PIN,
      idempotencyKey: key,
    };
    record('transfer-internal', from.userId, await untilDefinite(from.caller, (c, signal) => c.answer(Api.transfers.create, { body }, { signal }), giveUpAt));
  } else if (roll < 0.42) {
    const body: CreateTransferBody = {
      recipientName: 'Outside Bank',
      recipientAccount: 'GB29NWBK60161331926819',
      amountCents: between(500, 15_000),
      transferType: pick(['other_bank', 'wire_transfer'] as const),
      pin: PIN,
      idempotencyKey: key,
    };
    const answer = await untilDefinite(from.caller, (c, signal) => c.answer(Api.transfers.create, { body }, { signal }), giveUpAt);
    record('transfer-external', from.userId, answer);
    if (answer.status === 201) undecided.push({ table: 'transfers', id: (answer.body as { transfer: { id: string } }).transfer.id, userId: from.userId });
  } else if (roll < 0.54) {
    const body: CreateProjectPaymentBody = {
      category: 'administrative',
      recipientName: 'Supplies Co',
      amountCents: between(1_000, 20_000),
      purposeDescription: 'Bank test supplies',
      recipientDetails: { accountNumber: '998877', bankName: 'Equity Bank', contactPhone: '+254711000000' },
      pin: PIN,
      idempotencyKey: key,
    };
    const answer = await untilDefinite(from.caller, (c, signal) => c.answer(Api.projectPayments.create, { body }, { signal }), giveUpAt);
    record('project-payment', from.userId, answer);
    if (answer.status === 201) undecided.push({ table: 'project_payments', id: (answer.body as { payment: { id: string } }).payment.id, userId: from.userId });
  } else if (roll < 0.66) {
    const body = { amountCents: between(2_000, 20_000), method: 'bank_transfer' as const, methodDetails: BANK_DETAILS, pin: PIN, idempotencyKey: key };
    const answer = await untilDefinite(from.caller, (c, signal) => c.answer(Api.withdrawals.create, { body }, { signal }), giveUpAt);
    record('withdrawal', from.userId, answer);
    if (answer.status === 201) undecided.push({ table: 'withdrawals', id: (answer.body as { withdrawal: { id: string } }).withdrawal.id, userId: from.userId });
  } else if (roll < 0.76 || undecided.length === 0) {
    const body = {
      direction: random() < 0.7 ? ('add' as const) : ('deduct' as const),
      // Small: with the grant the same admin awarded, what it moves to one recipient stays mostly within the four-eyes
      // window's limit (past it an adjustment is refused with 409, a definite answer that must move nothing).
      amountCents: between(100, 2_000),
      description: 'Bank test adjustment',
      idempotencyKey: key,
    };
    record(
      'adjust',
      from.userId,
      await untilDefinite(admin, (c, signal) => c.answer(Api.admin.adjustFunds, { params: { id: from.userId }, body }, { signal }), giveUpAt),
    );
  } else {
    const item = undecided.splice(Math.floor(random() * undecided.length), 1)[0]!;
    const decision = random() < 0.6 ? ('completed' as const) : ('failed' as const);
    const body = { status: decision, message: `Bank test: ${decision}` };
    const route = { transfers: Api.admin.setTransferStatus, project_payments: Api.admin.setProjectPaymentStatus, withdrawals: Api.admin.setWithdrawalStatus }[
      item.table
    ];
    const answer = await untilDefinite(admin, (c, signal) => c.answer(route, { params: { id: item.id }, body }, { signal }), giveUpAt);
    record('decision', item.userId, answer, { table: item.table, id: item.id, decision });
  }
}

/** The faults of this run, spread over the workload: every process killed at least once in the long form. */
function faultPlan(redisAvailable: boolean): { atMs: number; fault: Fault }[] {
  const faults: Fault[] = [];
  if (LONG) {
    for (const name of PLATFORM_PROCESSES) faults.push({ kind: 'kill', process: name });
    // One outage longer than the NATS client's default reconnect budget (about 20 s).
    faults.push({ kind: 'restart-nats' }, { kind: 'restart-nats' }, { kind: 'pause-nats', forMs: between(22_000, 30_000) });
    for (let i = 0; i < 4; i++) faults.push({ kind: 'kill', process: pick(['ledger-withdrawals', 'payments', 'gateway', 'accounts-kyc']) });
    if (RESTART_POSTGRES) faults.push({ kind: 'restart-postgres' }, { kind: 'restart-postgres' });
    if (redisAvailable && REDIS_PROCESS)
      faults.push(
        { kind: 'pause-redis', process: REDIS_PROCESS, forMs: between(4_000, 12_000) },
        { kind: 'pause-redis', process: REDIS_PROCESS, forMs: between(4_000, 12_000) },
      );
    for (let i = faults.length - 1; i > 0; i--) {
      const j = Math.floor(random() * (i + 1));
      [faults[i], faults[j]] = [faults[j]!, faults[i]!];
    }
  } else {
    faults.push({ kind: 'kill', process: pick(['ledger-withdrawals', 'payments', 'gateway']) }, { kind: 'restart-nats' });
    if (random() < 0.5) faults.push({ kind: 'kill', process: pick(PLATFORM_PROCESSES) });
  }
  // Evenly over the first 80 % of the run, each at a random point of its slot; a pause takes its own time on top.
  const pausedMs = faults.reduce((sum, f) => sum + ('forMs' in f ? f.forMs : 0), 0);
  const slot = Math.max(1_000, DURATION_MS * 0.8 - pausedMs) / faults.length;
  let cursor = 500;
  return faults.map((fault) => {
    const atMs = Math.floor(cursor + random() * slot * 0.8);
    cursor += slot + ('forMs' in fault ? fault.forMs : 0);
    return { atMs, fault };
  });
}

const faults = new PlatformFaults();

/** The extra instances (not under pm2: the faults kill the platform's own, these keep serving meanwhile). */
const extraInstances: ServiceInstance[] = [];
/** The gateways the clients call, in turn: the platform's and any extra instance's. */
const gateways = [GATEWAY_URL];
let nextGateway = 0;
const gatewayInTurn = () => gateways[nextGateway++ % gateways.length]!;

/** Requests an extra gateway instance answered: its request log lines. */
const requestsServedBy = (instance: ServiceInstance) => instance.output.split('\n').filter((line) => line.includes('"msg":"request completed"')).length;

async function startExtraInstances() {
  for (let n = 2; n <= INSTANCES; n++) {
    for (const service of PLATFORM_PROCESSES.filter((p) => p !== 'gateway')) extraInstances.push(await ServiceInstance.start(service, {}, 60_000));
    const port = await freePort();
    extraInstances.push(await ServiceInstance.startApp('gateway', 'gateway', 'gateway listening', { GATEWAY_PORT: String(port) }, 60_000));
    gateways.push(`http://localhost:${port}`);
  }
}

afterAll(async () => {
  await Promise.all(extraInstances.map((instance) => instance.stop()));
});

beforeAll(async () => {
  await startExtraInstances();
  admin = new Caller(DEMO_ADMIN.username, DEMO_ADMIN.password);
  await admin.bearer();
  for (let i = 0; i < RECIPIENTS; i += 3) people.push(...(await Promise.all(Array.from({ length: Math.min(3, RECIPIENTS - i) }, () => newPerson()))));
}, 300_000);

test(
  `bank test under faults: money neither created nor lost, every key applied once, every success in the ledger, every event handled once (seed ${SEED})`,
  async () => {
    const started = Date.now();
    const since = new Date(started - 1_000);
    const redisAvailable = REDIS_PROCESS ? await faults.has(REDIS_PROCESS) : false;
    const plan = faultPlan(redisAvailable);
    const restartsBefore = await faults.restarts();
    console.log(
      `# bank test: seed ${SEED} (CHAOS_SEED replays it), ${people.length} recipients, ${WORKERS} clients for ${DURATION_MS / 1000} s; faults planned: ` +
        plan.map((p) => `${describeFault(p.fault)} at ${(p.atMs / 1000).toFixed(1)} s`).join(', '),
    );

    const deadline = started + DURATION_MS;
    const giveUpAt = deadline + RECOVERY_MS;
    const injector = (async () => {
      for (const { atMs, fault } of plan) {
        const wait = started + atMs - Date.now();
        if (wait > 0) await sleep(wait);
        await faults.inject(fault);
        counts.faults.push(`${describeFault(fault)} at ${((Date.now() - started) / 1000).toFixed(1)} s`);
      }
    })();
    const workers = Array.from({ length: WORKERS }, async () => {
      while (Date.now() < deadline) await oneOperation(giveUpAt);
    });
    await Promise.all([injector, ...workers]);
    // Every process comes back by itself (pm2), and the portal is healthy again.
    await faults.recovered(RECOVERY_MS);
    const workloadSeconds = ((Date.now() - started) / 1000).toFixed(1);

    const userIds = people.map((p) => p.userId);
    // Bounded recovery: every record leaves the half-way states, every outbox row is relayed, every event handled.
    await waitFor(
      async () => {
        const { rows } = await payments.query(
          `SELECT (SELECT count(*) FROM transfers WHERE user_id = ANY($1::uuid[]) AND (posting_state = 'unposted' OR settlement_state IN ('settle_pending', 'refund_pending')))
                + (SELECT count(*) FROM project_payments WHERE user_id = ANY($1::uuid[]) AND (posting_state = 'unposted' OR settlement_state IN ('settle_pending', 'refund_pending'))) AS n`,
          [userIds],
        );
        return Number(rows[0].n) === 0;
      },
      {
        timeoutMs: RECOVERY_MS,
        intervalMs: 1_000,
        what: 'every transfer and project payment to be posted (or refused) and every decided one settled or refunded',
      },
    );
    for (const [name, pool] of [
      ['ledger', ledger],
      ['payments', payments],
      ['accounts-kyc', accounts],
    ] as const) {
      await waitFor(async () => Number((await pool.query('SELECT count(*) AS n FROM outbox WHERE published_at IS NULL')).rows[0].n) === 0, {
        timeoutMs: RECOVERY_MS,
        intervalMs: 500,
        what: `every ${name} outbox row to be relayed`,
      });
    }
    const consumers: Record<string, string> = {
      [Events.withdrawalStatusChanged.subject]: 'notifications-withdrawal-status',
      [Events.transferStatusChanged.subject]: 'notifications-transfer-status',
      [Events.projectPaymentStatusChanged.subject]: 'notifications-project-payment-status',
    };
    const events = [
      ...(await ledger.query(`SELECT id::text, subject FROM outbox WHERE created_at >= $1 AND payload->>'userId' = ANY($2::text[])`, [since, userIds])).rows,
      ...(await payments.query(`SELECT id::text, subject FROM outbox WHERE created_at >= $1 AND payload->>'userId' = ANY($2::text[])`, [since, userIds])).rows,
    ] as { id: string; subject: string }[];
    const nc = await connect({ ...natsServers(), ...NATS_AUTH });
    try {
      const jsm = await jetstreamManager(nc);
      await waitFor(
        async () => {
          for (const name of Object.values(consumers)) {
            const info = await jsm.consumers.info(EVENTS_STREAM, name);
            if (info.num_pending > 0 || info.num_ack_pending > 0) return false;
          }
          const { rows } = await accounts.query(`SELECT consumer, event_id FROM inbox WHERE event_id = ANY($1::text[])`, [events.map((e) => e.id)]);
          const handled = new Set(rows.map((r) => `${r.consumer} ${r.event_id}`));
          return events.every((e) => !consumers[e.subject] || handled.has(`${consumers[e.subject]} ${e.id}`));
        },
        { timeoutMs: RECOVERY_MS, intervalMs: 1_000, what: 'every status event to be delivered to and handled by its notifications consumer' },
      );
    } finally {
      await nc.close();
    }
    const restartsAfter = await faults.restarts();

    // ---- The invariants, read from the databases. ----
    const problems: string[] = [];
    const check = (ok: boolean, what: string) => {
      if (!ok) problems.push(what);
    };
    const ledgerState = (
      await ledger.query(`
      SELECT (SELECT COALESCE(SUM(balance_cents), 0) FROM ledger_accounts)::bigint AS total,
             (SELECT count(*) FROM ledger_accounts WHERE NOT allow_negative AND balance_cents < 0)::int AS negative,
             (SELECT count(*) FROM (SELECT posting_id FROM ledger_entries GROUP BY posting_id HAVING SUM(amount_cents) <> 0) u)::int AS unbalanced,
             (SELECT count(*) FROM ledger_accounts a WHERE a.balance_cents <> COALESCE((SELECT SUM(amount_cents) FROM ledger_entries e WHERE e.account_id = a.id), 0))::int AS drifted,
             (SELECT count(*) FROM postings p WHERE NOT EXISTS (SELECT 1 FROM ledger_entries e WHERE e.posting_id = p.id))::int AS empty`)
    ).rows[0];
    check(Number(ledgerState.total) === 0, `all ledger accounts sum to ${ledgerState.total}, not 0`);
    check(ledgerState.negative === 0, `${ledgerState.negative} accounts below zero`);
    check(ledgerState.unbalanced === 0, `${ledgerState.unbalanced} unbalanced postings`);
    check(ledgerState.drifted === 0, `${ledgerState.drifted} accounts whose balance differs from the sum of their entries`);
    check(ledgerState.empty === 0, `${ledgerState.empty} postings without entries`);

    const transfers = (
      await payments.query(
        `SELECT id::text, user_id::text, receiver_user_id::text, idempotency_key, amount_cents::bigint, paid_amount_cents::bigint, status, posting_state, settlement_state
         FROM transfers WHERE user_id = ANY($1::uuid[]) OR receiver_user_id = ANY($1::uuid[])`,
        [userIds],
      )
    ).rows;
    const projectPayments = (
      await payments.query(
        `SELECT id::text, user_id::text, idempotency_key, total_cents::bigint, status, posting_state, settlement_state FROM project_payments WHERE user_id = ANY($1::uuid[])`,
        [userIds],
      )
    ).rows;
    const withdrawals = (
      await ledger.query(`SELECT id::text, user_id::text, idempotency_key, amount_cents::bigint, status FROM withdrawals WHERE user_id = ANY($1::uuid[])`, [
        userIds,
      ])
    ).rows;
    // An admin's adjustment is posted under the admin's own key namespace.
    const adjustmentKey = (key: string) => adminPostingKey(DEMO_ADMIN.id, key);
    const adjustKeys = ops.filter((o) => o.kind === 'adjust').map((o) => adjustmentKey(o.key));
    const postingKeys = [
      ...transfers.flatMap((t) => [`move:transfer:${t.id}`, `move:transfer:${t.id}:settle`, `move:transfer:${t.id}:refund`]),
      ...projectPayments.flatMap((p) => [`move:project-payment:${p.id}`, `move:project-payment:${p.id}:settle`, `move:project-payment:${p.id}:refund`]),
      ...withdrawals.flatMap((w) => [`withdrawal:${w.idempotency_key}`, `withdrawal-settle:${w.id}`, `withdrawal-return:${w.id}`]),
      ...adjustKeys,
    ];
    const postingCount = new Map<string, number>(
      (
        await ledger.query(`SELECT idempotency_key, count(*)::int AS n FROM postings WHERE idempotency_key = ANY($1::text[]) GROUP BY idempotency_key`, [
          postingKeys,
        ])
      ).rows.map((r) => [r.idempotency_key as string, r.n as number]),
    );
    const posted = (key: string) => postingCount.get(key) ?? 0;
    const balances = new Map<string, bigint>(
      (await ledger.query(`SELECT user_id::text, balance_cents::bigint FROM ledger_accounts WHERE user_id = ANY($1::uuid[])`, [userIds])).rows.map((r) => [
        r.user_id as string,
        BigInt(r.balance_cents),
      ]),
    );
    const adjustments = new Map<string, bigint>(
      (
        await ledger.query(
          `SELECT a.user_id::text, SUM(e.amount_cents)::bigint AS cents, count(*)::int AS n FROM ledger_entries e JOIN ledger_accounts a ON a.id = e.account_id
           WHERE e.category = 'adjustment' AND a.user_id = ANY($1::uuid[]) GROUP BY a.user_id`,
          [userIds],
        )
      ).rows.map((r) => [r.user_id as string, BigInt(r.cents)]),
    );
    const grants = new Map<string, bigint>(
      (await ledger.query(`SELECT user_id::text, total_cents::bigint FROM grants WHERE user_id = ANY($1::uuid[])`, [userIds])).rows.map((r) => [
        r.user_id as string,
        BigInt(r.total_cents),
      ]),
    );

    // Each record's postings: the debit once when posted, the settlement or refund once when done, nothing else.
    for (const t of transfers) {
      check(
        posted(`move:transfer:${t.id}`) === (t.posting_state === 'posted' ? 1 : 0),
        `transfer ${t.id} (${t.posting_state}) has ${posted(`move:transfer:${t.id}`)} debit postings`,
      );
      check(posted(`move:transfer:${t.id}:settle`) === (t.settlement_state === 'settled' ? 1 : 0), `transfer ${t.id} (${t.settlement_state}) settle postings`);
      check(posted(`move:transfer:${t.id}:refund`) === (t.settlement_state === 'refunded' ? 1 : 0), `transfer ${t.id} (${t.settlement_state}) refund postings`);
      check(t.posting_state !== 'refused' || t.status === 'failed', `refused transfer ${t.id} is ${t.status}`);
      check(!(t.posting_state === 'posted' && t.receiver_user_id && t.status !== 'completed'), `posted internal transfer ${t.id} is ${t.status}`);
    }
    for (const p of projectPayments) {
      const key = `move:project-payment:${p.id}`;
      check(posted(key) === (p.posting_state === 'posted' ? 1 : 0), `project payment ${p.id} (${p.posting_state}) has ${posted(key)} debit postings`);
      check(posted(`${key}:settle`) === (p.settlement_state === 'settled' ? 1 : 0), `project payment ${p.id} (${p.settlement_state}) settle postings`);
      check(posted(`${key}:refund`) === (p.settlement_state === 'refunded' ? 1 : 0), `project payment ${p.id} (${p.settlement_state}) refund postings`);
    }
    for (const w of withdrawals) {
      check(posted(`withdrawal:${w.idempotency_key}`) === 1, `withdrawal ${w.id} has ${posted(`withdrawal:${w.idempotency_key}`)} postings`);
      check(posted(`withdrawal-settle:${w.id}`) === (w.status === 'completed' ? 1 : 0), `withdrawal ${w.id} (${w.status}) settle postings`);
      check(posted(`withdrawal-return:${w.id}`) === (w.status === 'failed' ? 1 : 0), `withdrawal ${w.id} (${w.status}) return postings`);
    }

    // Every answer the client saw is what the databases say: successes in the ledger, refusals nowhere.
    const byKey = new Map<string, { posting_state?: string; status: string }>(
      [...transfers, ...projectPayments, ...withdrawals].map((r) => [`${r.user_id} ${r.idempotency_key}`, r]),
    );
    const byId = new Map<string, { status: string; settlement_state?: string }>([...transfers, ...projectPayments, ...withdrawals].map((r) => [r.id, r]));
    for (const op of ops) {
      const ok = op.status >= 200 && op.status < 300;
      const refused = definite(op.status) && !ok;
      if (op.kind === 'adjust') {
        const key = adjustmentKey(op.key);
        if (ok) check(posted(key) === 1, `adjustment ${op.key} answered ${op.status} has ${posted(key)} postings`);
        if (refused) check(posted(key) === 0, `adjustment ${op.key} refused (${op.status}) has ${posted(key)} postings`);
        check(posted(key) <= 1, `adjustment ${op.key} applied ${posted(key)} times`);
      } else if (op.kind === 'decision') {
        const row = byId.get(op.detail!.id);
        if (ok)
          check(
            row?.status === op.detail!.decision,
            `${op.detail!.table} ${op.detail!.id} decided ${op.detail!.decision} (answered ${op.status}) is ${row?.status}`,
          );
      } else {
        const row = byKey.get(`${op.userId} ${op.key}`);
        if (ok)
          check(
            row !== undefined && (row.posting_state ?? 'posted') === 'posted',
            `${op.kind} ${op.key} answered ${op.status} is ${row?.posting_state ?? 'missing'}`,
          );
        if (refused)
          check(row === undefined || row.posting_state === 'refused', `${op.kind} ${op.key} refused (${op.status}) is ${row?.posting_state ?? row?.status}`);
      }
    }
    const postedAdjustments = adjustKeys.filter((k) => posted(k) === 1).length;
    const adjustmentEntries = Number(
      (
        await ledger.query(
          `SELECT count(*)::int AS n FROM ledger_entries e JOIN ledger_accounts a ON a.id = e.account_id WHERE e.category = 'adjustment' AND a.user_id = ANY($1::uuid[])`,
          [userIds],
        )
      ).rows[0].n,
    );
    check(adjustmentEntries === postedAdjustments, `${adjustmentEntries} adjustment entries for ${postedAdjustments} adjustments applied`);

    // Jepsen's invariant, per recipient: the balance is what the owners' records say it must be.
    let totalBalance = 0n;
    let totalExpected = 0n;
    for (const userId of userIds) {
      let expected = (grants.get(userId) ?? 0n) + (adjustments.get(userId) ?? 0n);
      for (const w of withdrawals) if (w.user_id === userId && w.status !== 'failed') expected -= BigInt(w.amount_cents);
      for (const t of transfers) {
        if (t.posting_state !== 'posted') continue;
        if (t.user_id === userId && t.settlement_state !== 'refunded') expected -= BigInt(t.paid_amount_cents);
        if (t.receiver_user_id === userId) expected += BigInt(t.amount_cents);
      }
      for (const p of projectPayments)
        if (p.user_id === userId && p.posting_state === 'posted' && p.settlement_state !== 'refunded') expected -= BigInt(p.total_cents);
      const balance = balances.get(userId) ?? 0n;
      totalBalance += balance;
      totalExpected += expected;
      check(balance === expected, `recipient ${userId}: balance ${balance} cents, the records say ${expected}`);
      check(balance >= 0n, `recipient ${userId}: balance ${balance} below zero`);
    }
    check(
      ops.filter((o) => o.kind !== 'adjust' && o.kind !== 'decision').length >= byKey.size,
      `${byKey.size} records for ${ops.length} client requests: a key made two records`,
    );

    const count = (predicate: (o: Op) => boolean) => ops.filter(predicate).length;
    const extraGateways = extraInstances.filter((instance) => instance.name === 'gateway');
    const kinds = ['transfer-internal', 'transfer-external', 'project-payment', 'withdrawal', 'adjust', 'decision'] as const;
    const restarted = Object.entries(restartsAfter)
      .map(([name, n]) => [name, n - (restartsBefore[name] ?? 0)] as const)
      .filter(([, n]) => n > 0);
    console.log(
      [
        `# bank test (seed ${SEED}): ${ops.length} operations in ${workloadSeconds} s — ` + kinds.map((k) => `${count((o) => o.kind === k)} ${k}`).join(', '),
        `#   answers: ${count((o) => o.status >= 200 && o.status < 300)} succeeded, ${count((o) => definite(o.status) && o.status >= 400)} refused, ${counts.unknown} unknown; ${counts.retries} retries (${count((o) => o.attempts > 1)} operations retried)`,
        `#   faults injected (${counts.faults.length}): ${counts.faults.join(', ')}`,
        `#   pm2 restarts: ${restarted.map(([name, n]) => `${name} ×${n}`).join(', ') || 'none'}`,
        `#   records: ${transfers.length} transfers, ${projectPayments.length} project payments, ${withdrawals.length} withdrawals; ${events.length} events, all handled once`,
        `#   money: recipients hold ${totalBalance} cents, their records say ${totalExpected}; ledger total ${ledgerState.total}`,
        `#   recovered ${((Date.now() - started) / 1000).toFixed(1)} s after the start; ${problems.length} problems`,
        `#   instances: ${INSTANCES} of every service and the gateway` +
          (extraGateways.length ? `; the extra gateways answered ${extraGateways.map(requestsServedBy).join(', ')} requests` : ''),
      ].join('\n'),
    );
    expect(problems).toEqual([]);
    // Both gateways took a share of the clients' requests; every extra instance is still up (only pm2's were killed).
    for (const instance of extraGateways) expect(requestsServedBy(instance)).toBeGreaterThan(0);
    expect(extraInstances.filter((instance) => !instance.running).map((instance) => instance.name)).toEqual([]);
    assert.ok(counts.faults.length >= 2, 'at least one SIGKILL and one NATS restart were injected');
  },
  LONG ? 1_800_000 : 240_000,
);
