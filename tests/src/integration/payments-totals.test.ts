import { test } from '@jest/globals';
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { Api, ERASED_TEXT, isRecipientMe, type CreateProjectPaymentBody, type CreateTransferBody } from '@portal/contracts';
import type pg from 'pg';
import { clientFor } from '../support/client.js';
import { PIN, fundedRecipient } from '../support/money.js';
import { DEMO_ADMIN, tokenFor } from '../support/platform.js';
import { waitFor } from '../support/wait.js';
import { databaseProbe, withDatabase } from '../support/databases.js';

const payments = databaseProbe('payments');

/** Count and amounts' sum (integer cents, as text) of one kind of record. */
interface Totals {
  records: string;
  cents: string;
}
interface Snapshot {
  /** What move_totals holds, its slots summed, and how many slots each kind has. */
  counted: Record<string, Totals & { slots: number }>;
  /** A count and a sum over the tables themselves. */
  fresh: Record<string, Totals>;
}

/** The counters and a fresh count over the tables in one snapshot (other test files insert meanwhile). */
function snapshot(): Promise<Snapshot> {
  return withDatabase('payments', async (c) => {
    await c.query('BEGIN ISOLATION LEVEL REPEATABLE READ');
    try {
      const counted = await c.query<Totals & { kind: string; slots: number }>(
        `SELECT kind, sum(records)::text AS records, sum(amount_cents)::text AS cents, count(*)::int AS slots FROM move_totals GROUP BY kind`,
      );
      const fresh = await c.query<Totals & { kind: string }>(
        `SELECT 'transfers' AS kind, count(*)::text AS records, coalesce(sum(amount_cents), 0)::text AS cents FROM transfers
         UNION ALL
         SELECT 'project_payments', count(*)::text, coalesce(sum(amount_cents), 0)::text FROM project_payments`,
      );
      return {
        counted: Object.fromEntries(counted.rows.map(({ kind, ...rest }) => [kind, rest])),
        fresh: Object.fromEntries(fresh.rows.map(({ kind, ...rest }) => [kind, rest])),
      };
    } finally {
      await c.query('COMMIT');
    }
  });
}

function assertCounted(s: Snapshot): void {
  for (const kind of ['transfers', 'project_payments']) {
    const { slots, ...counted } = s.counted[kind]!;
    assert.equal(slots, 16, `${kind}: every slot row is there`);
    assert.deepEqual(counted, s.fresh[kind], `${kind}: the counters equal a count over the table`);
  }
}

function external(amountCents: number, idempotencyKey = randomUUID()): CreateTransferBody {
  return {
    recipientName: 'Hans Muster',
    recipientAccount: 'DE89370400440532013000',
    recipientBank: 'Deutsche Bank',
    amountCents,
    transferType: 'other_bank',
    pin: PIN,
    idempotencyKey,
  };
}

function projectPayment(amountCents: number): CreateProjectPaymentBody {
  return {
    category: 'staff_personnel',
    recipientName: 'Field Team Ltd',
    amountCents,
    purposeDescription: 'Salaries for March',
    recipientDetails: { accountNumber: '12345678', bankName: 'First Bank', contactPhone: '+254700000000', employee_id: 'EMP-7' },
    pin: PIN,
    idempotencyKey: randomUUID(),
  };
}

test('the overview totals of transfers and project payments stay equal to a count over the tables, whatever the writer', async () => {
  const [a, b, c] = await Promise.all([fundedRecipient(1_000_000, 13), fundedRecipient(1_000_000, 13), fundedRecipient(100_000, 13)]);
  const me = await clientFor(c.token).call(Api.me.get);
  assert.ok(isRecipientMe(me));
  const replayedKey = randomUUID();

  // Concurrent inserts of both kinds from three recipients: accepted ones, an internal transfer, a debit the
  // ledger refuses (the record stays, failed), and one request sent twice at once (one record).
  const answers = await Promise.all([
    ...[a, b].flatMap((r) => [
      clientFor(r.token).answer(Api.transfers.create, { body: external(10_001) }),
      clientFor(r.token).answer(Api.transfers.create, { body: external(2_345) }),
      clientFor(r.token).answer(Api.projectPayments.create, { body: projectPayment(30_007) }),
      clientFor(r.token).answer(Api.projectPayments.create, { body: projectPayment(4_321) }),
    ]),
    clientFor(a.token).answer(Api.transfers.create, {
      body: {
        ...external(1_234),
        recipientName: 'Grace Receiver',
        recipientAccount: me.accountNumber,
        recipientBank: undefined,
        transferType: 'within_unseaf',
      },
    }),
    clientFor(b.token).answer(Api.transfers.create, { body: external(5_000_000) }),
    clientFor(c.token).answer(Api.transfers.create, { body: external(7_777, replayedKey) }),
    clientFor(c.token).answer(Api.transfers.create, { body: external(7_777, replayedKey) }),
    clientFor(c.token).answer(Api.projectPayments.create, { body: projectPayment(12_345) }),
  ]);
  assert.ok(
    answers.every((x) => x.status === 201 || x.status === 400),
    JSON.stringify(answers.map((x) => [x.status, x.body])),
  );
  assert.equal(answers.filter((x) => x.status === 201).length, 12, JSON.stringify(answers.map((x) => [x.status, x.body])));
  const ours = await payments.query<{ n: number; cents: string }>(
    `SELECT count(*)::int AS n, sum(amount_cents)::text AS cents FROM transfers WHERE user_id = ANY($1::uuid[]) AND transfer_type <> 'within_unseaf'`,
    [[a.userId, b.userId, c.userId]],
  );
  assert.deepEqual(ours.rows[0], { n: 6, cents: String(2 * (10_001 + 2_345) + 5_000_000 + 7_777) }, 'the refused transfer is a record; the replay is not');
  assertCounted(await snapshot());

  // The updates the service makes leave the amounts, so the totals: admin decisions (settlement, refund) and a
  // recipient's erasure (their details blanked).
  const admin = clientFor(await tokenFor(DEMO_ADMIN.username, DEMO_ADMIN.password));
  const { rows: pending } = await payments.query<{ id: string; kind: string }>(
    `SELECT id, 'transfer' AS kind FROM transfers WHERE user_id = $1 AND status = 'pending'
     UNION ALL SELECT id, 'project_payment' FROM project_payments WHERE user_id = $1 AND status = 'pending'`,
    [a.userId],
  );
  assert.equal(pending.length, 4);
  await Promise.all(
    pending.map(({ id, kind }, i) => {
      const body = { status: i % 2 ? ('completed' as const) : ('failed' as const) };
      return kind === 'transfer'
        ? admin.call(Api.admin.setTransferStatus, { params: { id }, body })
        : admin.call(Api.admin.setProjectPaymentStatus, { params: { id }, body });
    }),
  );
  const { balanceCents } = await clientFor(c.token).call(Api.me.dashboard);
  await admin.call(Api.admin.adjustFunds, { params: { id: c.userId }, body: { direction: 'deduct', amountCents: balanceCents, idempotencyKey: randomUUID() } });
  const deleted = await admin.answer(Api.adminUsers.deleteUser, { params: { id: c.userId } });
  assert.equal(deleted.status, 200, JSON.stringify(deleted.body));
  await waitFor(
    async () => (await payments.query('SELECT 1 FROM project_payments WHERE user_id = $1 AND recipient_name = $2', [c.userId, ERASED_TEXT])).rowCount === 1,
    { what: "the deleted recipient's project payment to be erased", timeoutMs: 20_000 },
  );
  assertCounted(await snapshot());

  // The totals count inserts only: deleting a record or changing its amount is refused (and rolled back here).
  await withDatabase(
    'payments',
    async (client: pg.Client) => {
      for (const statement of [
        `DELETE FROM transfers WHERE user_id = '${b.userId}'`,
        `UPDATE project_payments SET amount_cents = amount_cents + 1 WHERE user_id = '${b.userId}'`,
        'TRUNCATE transfers',
      ]) {
        await client.query('BEGIN');
        await assert.rejects(client.query(statement), { code: '42501' }, statement);
        await client.query('ROLLBACK');
      }
    },
    { writable: true },
  );

  // The admin Overview answers the counted figures: compared with two fresh counts around the call, equal when
  // no other test file inserted in between (otherwise asked again).
  await waitFor(
    async () => {
      const before = await snapshot();
      const o = await admin.call(Api.adminUsers.overview);
      const after = await snapshot();
      assertCounted(before);
      assertCounted(after);
      if (JSON.stringify(before.fresh) !== JSON.stringify(after.fresh)) return false;
      assert.deepEqual(
        { transfers: o.transfers, projectPayments: o.projectPayments },
        {
          transfers: { count: Number(before.fresh.transfers!.records), volumeCents: Number(before.fresh.transfers!.cents) },
          projectPayments: { count: Number(before.fresh.project_payments!.records), volumeCents: Number(before.fresh.project_payments!.cents) },
        },
      );
      return true;
    },
    { what: 'an overview between two equal counts', timeoutMs: 30_000, intervalMs: 50 },
  );
});
