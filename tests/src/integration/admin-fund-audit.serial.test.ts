import { test } from '@jest/globals';
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { AdminAdjustMessages, Api, adminActionBatchSubject, adminPostingKey } from '@portal/contracts';
import { clientFor } from '../support/client.js';
import { approvedRecipientWithToken } from '../support/kyc.js';
import { DEMO_ADMIN, tokenFor } from '../support/platform.js';
import { waitFor } from '../support/wait.js';
import { databaseProbe } from '../support/databases.js';

// Serial: it holds a lock on the ledger's outbox for a moment, which makes every ledger write that
// records an event wait (other files' postings would stall meanwhile).
const ledger = databaseProbe('ledger-withdrawals', { max: 3, writable: true });

const admin = async () => clientFor(await tokenFor(DEMO_ADMIN.username, DEMO_ADMIN.password));

async function state(key: string, userId: string): Promise<{ postings: number; audits: number }> {
  const { rows } = await ledger.query<{ postings: number; audits: number }>(
    `SELECT (SELECT count(*)::int FROM postings WHERE idempotency_key = $1) AS postings,
            (SELECT count(*)::int FROM outbox, jsonb_array_elements(payload -> 'entries') AS e
             WHERE subject = $2 AND e ->> 'action' = 'funds_adjust' AND e ->> 'userId' = $3) AS audits`,
    [adminPostingKey(DEMO_ADMIN.id, key), adminActionBatchSubject('ledger-withdrawals'), userId],
  );
  return rows[0]!;
}

test('a fund adjustment and its audit entry commit in one transaction: while the audit row cannot be written, the posting is not visible either', async () => {
  const r = await approvedRecipientWithToken();
  const client = await admin();
  const key = randomUUID();
  const blocker = await ledger.connect();
  let adjusting: Promise<unknown> | undefined;
  try {
    // Nobody can insert into the outbox until this transaction ends.
    await blocker.query('BEGIN');
    await blocker.query('LOCK TABLE outbox IN SHARE MODE');
    adjusting = client.answer(Api.admin.adjustFunds, { params: { id: r.userId }, body: { direction: 'add', amountCents: 4_200, idempotencyKey: key } });
    // The adjustment has reached its audit entry: a backend waits for the lock to insert into the outbox.
    await waitFor(
      async () =>
        (
          await ledger.query(
            `SELECT 1 FROM pg_stat_activity WHERE datname = current_database() AND wait_event_type = 'Lock'
               AND query ILIKE 'INSERT INTO outbox%' AND pid <> pg_backend_pid()`,
          )
        ).rowCount! > 0,
      { what: 'the audit insert to wait for the outbox lock', timeoutMs: 20_000 },
    );
    assert.deepEqual(await state(key, r.userId), { postings: 0, audits: 0 }, 'the posting must not commit before its audit entry');
  } finally {
    await blocker.query('ROLLBACK').catch(() => undefined);
    blocker.release();
  }
  const answer = (await adjusting) as { status: number; body: unknown };
  assert.equal(answer.status, 201, JSON.stringify(answer.body));
  assert.deepEqual(await state(key, r.userId), { postings: 1, audits: 1 }, 'both, together');

  // A refused adjustment (a deduction below zero) leaves neither.
  const refusedKey = randomUUID();
  const refused = await client.answer(Api.admin.adjustFunds, {
    params: { id: r.userId },
    body: { direction: 'deduct', amountCents: 999_999, idempotencyKey: refusedKey },
  });
  assert.deepEqual([refused.status, (refused.body as { message: string }).message], [400, AdminAdjustMessages.insufficientForDeduction]);
  assert.deepEqual(await state(refusedKey, r.userId), { postings: 0, audits: 1 }, 'no second posting and no second audit entry');
  // A replay of the first answers the same posting and writes no second entry.
  const replay = await client.answer(Api.admin.adjustFunds, { params: { id: r.userId }, body: { direction: 'add', amountCents: 4_200, idempotencyKey: key } });
  assert.equal(replay.status, 201);
  assert.deepEqual(await state(key, r.userId), { postings: 1, audits: 1 });
});
