// The month-end job's batches, on the test platform's ledger database: one sweep tells every recipient who had an
// account in the month, batch after batch in user-id order (each batch goes on after the last one's final id),
// each once; a second sweep tells nobody. Everything runs in one transaction that is rolled
// back, for a month (January 2001) no sweep of the running platform looks at.
import { test } from '@jest/globals';
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { PrismaPg } from '@prisma/adapter-pg';
import { Events } from '@portal/contracts';
import { PrismaClient as LedgerClient } from '@portal/ledger-withdrawals/dist/generated/prisma/client.js';
import { StatementNoticesRepository, tellStatementsReady } from '@portal/ledger-withdrawals/dist/testing.js';
import { databaseUrl } from '../support/platform.js';

const MONTH = '2001-01';
class RolledBack extends Error {}

test('a sweep tells every recipient of the month across batches, each once', async () => {
  const client = new LedgerClient({ adapter: new PrismaPg({ connectionString: databaseUrl('portal_ledger') }) });
  const notices = new StatementNoticesRepository();
  try {
    await client
      .$transaction(async (tx) => {
        const inMonth = Array.from({ length: 7 }, () => randomUUID());
        const openedAfter = randomUUID();
        const closedBefore = randomUUID();
        const open = (userId: string, createdAt: string, closedAt: string | null) =>
          tx.$executeRaw`INSERT INTO ledger_accounts (code, kind, user_id, created_at, closed_at)
                         VALUES (${`recipient:${userId}`}, 'recipient', ${userId}::uuid, ${createdAt}::timestamptz, ${closedAt}::timestamptz)`;
        for (const id of inMonth) await open(id, '2000-12-15T00:00:00Z', null);
        // One closed within the month still had its account in it.
        await tx.$executeRaw`UPDATE ledger_accounts SET closed_at = '2001-01-20T00:00:00Z' WHERE user_id = ${inMonth[0]}::uuid`;
        await open(openedAfter, '2001-02-01T00:00:00Z', null);
        await open(closedBefore, '2000-11-01T00:00:00Z', '2000-12-31T23:59:59Z');

        const inTx = { $transaction: <T>(work: (t: typeof tx) => Promise<T>) => work(tx) };
        const batches: string[][] = [];
        const recording = {
          claim: async (...args: Parameters<StatementNoticesRepository['claim']>) => {
            const claimed = await notices.claim(...args);
            batches.push(claimed);
            return claimed;
          },
        };
        assert.equal(await tellStatementsReady(inTx, recording, MONTH, 3), 7);
        assert.deepEqual(
          batches.map((b) => b.length),
          [3, 3, 1, 0],
        );
        const expected = [...inMonth].sort();
        assert.deepEqual(batches.flat(), expected, 'in user-id order, each once');

        const marked = await tx.$queryRaw<{ user_id: string }[]>`SELECT user_id::text FROM statement_notices WHERE month = ${MONTH} ORDER BY user_id`;
        assert.deepEqual(
          marked.map((r) => r.user_id),
          expected,
        );
        const events = await tx.$queryRaw<{ user_id: string }[]>`
          SELECT payload->>'userId' AS user_id FROM outbox WHERE subject = ${Events.statementReady.subject} AND payload->>'month' = ${MONTH} ORDER BY 1`;
        assert.deepEqual(
          events.map((r) => r.user_id),
          expected,
          'one event per recipient, in the outbox with the mark',
        );

        assert.equal(await tellStatementsReady(inTx, notices, MONTH, 3), 0, 'a second sweep tells nobody');

        throw new RolledBack();
      })
      .catch((error: unknown) => {
        if (!(error instanceof RolledBack)) throw error;
      });
  } finally {
    await client.$disconnect();
  }
});
