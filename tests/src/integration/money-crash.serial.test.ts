import { test } from '@jest/globals';
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { Api, isRecipientMe, type CreateProjectPaymentBody, type CreateTransferBody } from '@portal/contracts';
import { PIN, fundedRecipient } from '../support/money.js';
import { clientFor } from '../support/client.js';
import { ServiceInstance } from '../support/service-instance.js';
import { databaseProbe } from '../support/databases.js';
import { seededRandom } from '../support/random.js';

const ledger = databaseProbe('ledger-withdrawals', { max: 3 });
const payments = databaseProbe('payments');

const STARTING_BALANCE = 500_000;

async function waitFor<T>(what: string, check: () => Promise<T | undefined>, timeoutMs: number): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

async function money(userIds: string[]) {
  const { rows } = await ledger.query(
    `
    SELECT COALESCE(SUM(balance_cents) FILTER (WHERE user_id = ANY($1::uuid[])), 0)::bigint AS recipients,
           COALESCE(SUM(balance_cents) FILTER (WHERE code IN ('fund:fee-revenue', 'fund:payout-clearing', 'fund:payouts-settled')), 0)::bigint AS fund,
           (SELECT COALESCE(SUM(balance_cents), 0) FROM ledger_accounts)::bigint AS total,
           (SELECT count(*) FROM ledger_accounts WHERE kind = 'recipient' AND balance_cents < 0)::int AS negative,
           (SELECT count(*) FROM (SELECT posting_id FROM ledger_entries GROUP BY posting_id HAVING SUM(amount_cents) <> 0) u)::int AS unbalanced
    FROM ledger_accounts`,
    [userIds],
  );
  const r = rows[0];
  return { recipients: Number(r.recipients), fund: Number(r.fund), total: Number(r.total), negative: r.negative, unbalanced: r.unbalanced };
}

interface Outcome {
  key: string;
  kind: 'transfer' | 'payment';
  sender: string;
  status: number;
  attempts: number;
  patient: boolean;
}

/**
 * A burst of transfers (internal and external) and project payments from several recipients; the
 * client retries with the same idempotency key on 5xx or a lost answer (an impatient quarter never
 * retries, leaving the recovery job to finish what a crash interrupted). Meanwhile one instance of
 * `victim` is SIGKILLed.
 */
async function burstWithCrash(victim: 'payments' | 'ledger-withdrawals', seed: number) {
  const random = seededRandom(seed);
  const people: Awaited<ReturnType<typeof fundedRecipient>>[] = [];
  for (let i = 0; i < 4; i++) people.push(await fundedRecipient(STARTING_BALANCE, 13)); // one admin sign-in at a time
  const accounts = await Promise.all(
    people.map(async (p) => {
      const me = await clientFor(p.token).call(Api.me.get);
      assert.ok(isRecipientMe(me));
      return me.accountNumber;
    }),
  );
  const userIds = people.map((p) => p.userId);
  const before = await money(userIds);
  const quickRecovery = { PAYMENTS_RECOVERY_STALE_MS: '2000', PAYMENTS_RECOVERY_EVERY_MS: '1000' };
  const instance = await ServiceInstance.start(victim, quickRecovery);
  // A payments instance with a quick recovery job stays up to finish what nobody retried.
  const rescuer = await ServiceInstance.start('payments', quickRecovery);

  const operations = Array.from({ length: 48 }, (_, i) => {
    const from = Math.floor(random() * people.length);
    const to = (from + 1 + Math.floor(random() * (people.length - 1))) % people.length;
    const amountCents = 1_000 + Math.floor(random() * 20_000);
    const roll = random();
    const patient = random() > 0.25;
    if (roll < 0.5) {
      const body: CreateTransferBody = {
        recipientName: 'Crash Test',
        recipientAccount: accounts[to]!,
        amountCents,
        transferType: 'within_unseaf',
        pin: PIN,
        idempotencyKey: randomUUID(),
      };
      return { i, kind: 'transfer' as const, from, body, patient };
    }
    if (roll < 0.7) {
      const body: CreateTransferBody = {
        recipientName: 'Outside Bank',
        recipientAccount: 'GB29NWBK60161331926819',
        amountCents,
        transferType: 'other_bank',
        pin: PIN,
        idempotencyKey: randomUUID(),
      };
      return { i, kind: 'transfer' as const, from, body, patient };
    }
    const body: CreateProjectPaymentBody = {
      category: 'administrative',
      recipientName: 'Supplies Co',
      amountCents,
      purposeDescription: 'Crash test supplies',
      recipientDetails: { accountNumber: '998877', bankName: 'Equity Bank', contactPhone: '+254711000000' },
      pin: PIN,
      idempotencyKey: randomUUID(),
    };
    return { i, kind: 'payment' as const, from, body, patient };
  });

  let retries = 0;
  const run = async (op: (typeof operations)[number]): Promise<Outcome> => {
    const client = clientFor(people[op.from]!.token);
    for (let attempt = 1; ; attempt++) {
      const signal = AbortSignal.timeout(12_000);
      let status: number;
      try {
        status =
          op.kind === 'transfer'
            ? (await client.answer(Api.transfers.create, { body: op.body as CreateTransferBody }, { signal })).status
            : (await client.answer(Api.projectPayments.create, { body: op.body as CreateProjectPaymentBody }, { signal })).status;
      } catch {
        status = 0; // the answer was lost
      }
      const definitive = status === 201 || (status >= 400 && status < 500);
      if (definitive || !op.patient || attempt >= 10)
        return { key: op.body.idempotencyKey, kind: op.kind, sender: people[op.from]!.userId, status, attempts: attempt, patient: op.patient };
      retries += 1;
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
  };

  const killAfterMs = 300 + Math.floor(random() * 700);
  const killer = new Promise<void>((resolve) =>
    setTimeout(() => {
      instance.kill();
      resolve();
    }, killAfterMs),
  );
  const outcomes = await Promise.all(operations.map(run));
  await killer;

  // Everything settles: no record stays unposted (the recovery job finishes what nobody retried).
  await waitFor(
    'every record to leave the unposted state',
    async () => {
      const { rows } = await payments.query(
        `
      SELECT (SELECT count(*) FROM transfers WHERE posting_state = 'unposted' AND user_id = ANY($1::uuid[]))
           + (SELECT count(*) FROM project_payments WHERE posting_state = 'unposted' AND user_id = ANY($1::uuid[])) AS n`,
        [userIds],
      );
      return Number(rows[0].n) === 0 ? true : undefined;
    },
    60_000,
  );
  await rescuer.stop();

  const after = await money(userIds);
  assert.equal(after.total, 0, 'all accounts still sum to zero');
  assert.equal(after.unbalanced, 0, 'no unbalanced posting');
  assert.equal(after.negative, 0, 'no negative balance');
  assert.equal(after.recipients + after.fund, before.recipients + before.fund, 'money neither created nor lost between the recipients and the fund');

  // Each record that reached the ledger has exactly one debit posting, and each success the client saw is posted.
  const { rows: records } = await payments.query(
    `
    SELECT 'transfer:' || id AS key, idempotency_key, posting_state FROM transfers WHERE user_id = ANY($1::uuid[])
    UNION ALL SELECT 'project-payment:' || id, idempotency_key, posting_state FROM project_payments WHERE user_id = ANY($1::uuid[])`,
    [userIds],
  );
  const posted = records.filter((r) => r.posting_state === 'posted');
  const { rows: postings } = await ledger.query(
    `SELECT idempotency_key, count(*)::int AS n FROM postings WHERE idempotency_key = ANY($1::text[]) GROUP BY idempotency_key`,
    [records.map((r) => `move:${r.key}`)],
  );
  const postingCount = new Map(postings.map((p) => [p.idempotency_key as string, p.n as number]));
  for (const r of records) assert.equal(postingCount.get(`move:${r.key}`) ?? 0, r.posting_state === 'posted' ? 1 : 0, `${r.key} (${r.posting_state})`);
  const byKey = new Map(records.map((r) => [r.idempotency_key as string, r.posting_state as string]));
  for (const o of outcomes.filter((x) => x.status === 201)) assert.equal(byKey.get(o.key), 'posted', `a success the client saw (${o.key}) is in the ledger`);
  const keys = records.map((r) => r.idempotency_key);
  assert.equal(new Set(keys).size, keys.length, 'one record per idempotency key');

  const count = (predicate: (o: Outcome) => boolean) => outcomes.filter(predicate).length;
  console.log(
    `# crash of ${victim} after ${killAfterMs} ms (seed ${seed}): ${outcomes.length} operations, ${count((o) => o.status === 201)} succeeded,` +
      ` ${count((o) => o.status >= 400 && o.status < 500)} refused, ${count((o) => o.status === 0 || o.status >= 500)} unanswered, ${retries} retries;` +
      ` ${posted.length} records posted, ${records.length - posted.length} refused`,
  );
}

test('SIGKILL of a payments instance in the middle of a burst: every move completes or is cleanly refused, the ledger sums to zero', async () => {
  await burstWithCrash('payments', Number(process.env.CRASH_SEED ?? Date.now() % 100_000));
});

test('SIGKILL of a ledger instance in the middle of a burst: every move completes or is cleanly refused, the ledger sums to zero', async () => {
  await burstWithCrash('ledger-withdrawals', Number(process.env.CRASH_SEED ?? Date.now() % 100_000));
});
