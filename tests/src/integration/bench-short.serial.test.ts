// The short form (10 s) of the postings benchmark (`npm run bench`): many concurrent fund adjustments through
// the public API, mixed with PIN-confirmed transfers, replays of used keys and deductions past the balance.
// It checks what must hold whatever the speed — never a timing: every answer is a success or the expected
// refusal (or a 429 past the request budget, which must move nothing), each recipient's balance is exactly
// what the accepted answers add up to, a replay moves nothing, and afterwards the ledger invariants hold.
// Serial: it loads the platform on purpose.
import { test } from '@jest/globals';
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { AdminAdjustMessages, FOUR_EYES_DEFAULT_THRESHOLD_CENTS, Api } from '@portal/contracts';

import { benchRecipients, benchTokens, ledgerInvariants, INVARIANTS_HOLD } from '../support/bench.js';
import { clientFor, type BodyOf } from '../support/client.js';

/**
 * A 503 (the gateway gave up waiting for a service) leaves the outcome open; the client's part is to send the
 * same request again with the same key, which applies it at most once. Anything else is the answer.
 */
async function retryUnavailable<T extends { status: number }>(send: () => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    const answer = await send();
    if (answer.status !== 503 || attempt === 5) return answer;
  }
}

const SECONDS = 10;
const ADJUSTERS = 16;
const GRANT_CENTS = 100_000;

test('bench (short): 10 s of concurrent postings keep every balance exact and every ledger invariant', async () => {
  const all = await benchRecipients(5, GRANT_CENTS);
  // The last one only ever gets deductions of the four-eyes threshold (allowed for one admin), far above its
  // balance: each must be refused and move nothing, however fast the others' balances grow.
  const poor = all[4];
  const recipients = all.slice(0, 4);
  const tokens = await benchTokens(recipients);
  const expected = new Map(all.map((r) => [r.userId, GRANT_CENTS]));
  const seen = new Map<string, { transactionId: string; userId: string; body: BodyOf<typeof Api.admin.adjustFunds> }>();
  const counts = { posted: 0, replayed: 0, refused: 0, transfers: 0 };
  const until = Date.now() + SECONDS * 1000;

  // Small amounts: what the admin moves to each recipient must stay within the four-eyes window's limit however
  // fast the platform is (above it a direct adjustment is refused and needs a second admin).
  async function adjuster(worker: number): Promise<void> {
    for (let i = 0; Date.now() < until; i++) {
      const user = recipients[(worker + i) % recipients.length];
      const replay = i % 10 === 9 && seen.size > 0;
      // Every 7th request asks the poor recipient for more than it has.
      const tooMuch = i % 7 === 6;
      const key = replay ? [...seen.keys()][i % seen.size] : randomUUID();
      const body: BodyOf<typeof Api.admin.adjustFunds> = replay
        ? seen.get(key)!.body
        : tooMuch
          ? { direction: 'deduct', amountCents: FOUR_EYES_DEFAULT_THRESHOLD_CENTS, idempotencyKey: key }
          : { direction: i % 4 === 3 ? 'deduct' : 'add', amountCents: 1 + ((worker * 31 + i) % 50), idempotencyKey: key };
      const target = replay ? seen.get(key)!.userId : tooMuch ? poor.userId : user.userId;
      const answer = await retryUnavailable(() => clientFor(tokens.admin).answer(Api.admin.adjustFunds, { params: { id: target }, body }));
      // Past the admin's request budget the gateway refuses before anything runs: the balances below prove it moved nothing.
      if (answer.status === 429) continue;
      if (tooMuch && !replay) {
        assert.equal(answer.status, 400, JSON.stringify(answer.body));
        assert.equal(answer.body.message, AdminAdjustMessages.insufficientForDeduction);
        counts.refused++;
        continue;
      }
      assert.equal(answer.status, 201, JSON.stringify(answer.body));
      if (replay) {
        assert.equal(answer.body.replayed, true);
        assert.equal(answer.body.transaction.id, seen.get(key)!.transactionId);
        counts.replayed++;
        continue;
      }
      assert.equal(answer.body.replayed, false);
      const b = body as { direction: string; amountCents: number };
      expected.set(user.userId, expected.get(user.userId)! + (b.direction === 'add' ? b.amountCents : -b.amountCents));
      seen.set(key, { transactionId: answer.body.transaction.id, userId: user.userId, body });
      counts.posted++;
    }
  }

  async function transferrer(): Promise<void> {
    for (let i = 0; Date.now() < until; i++) {
      const from = tokens.users[i % tokens.users.length];
      const to = tokens.users[(i + 1) % tokens.users.length];
      const amountCents = 1_000;
      const body = {
        recipientAccount: to.accountNumber,
        recipientName: 'Bench Receiver',
        amountCents,
        transferType: 'within_unseaf' as const,
        pin: tokens.pin,
        idempotencyKey: randomUUID(),
      };
      const answer = await retryUnavailable(() => clientFor(from.token).answer(Api.transfers.create, { body }));
      if (answer.status === 429) continue;
      assert.equal(answer.status, 201, JSON.stringify(answer.body));
      // Within UNSEAF: the sender pays the amount and the 1 % fee, the receiver gets the amount.
      expected.set(from.userId, expected.get(from.userId)! - amountCents - 10);
      expected.set(to.userId, expected.get(to.userId)! + amountCents);
      counts.transfers++;
    }
  }

  await Promise.all([...Array.from({ length: ADJUSTERS }, (_, w) => adjuster(w)), transferrer()]);
  assert.ok(counts.posted > 0 && counts.replayed > 0 && counts.refused > 0 && counts.transfers > 0, JSON.stringify(counts));

  const poorDashboard = await clientFor((await benchTokens([poor])).users[0].token).answer(Api.me.dashboard);
  assert.equal(poorDashboard.body.balanceCents, GRANT_CENTS);
  for (const r of tokens.users) {
    const dashboard = await clientFor(r.token).answer(Api.me.dashboard);
    assert.equal(dashboard.status, 200);
    assert.equal(dashboard.body.balanceCents, expected.get(r.userId), `balance of ${r.userId}`);
  }
  assert.deepEqual(await ledgerInvariants(), INVARIANTS_HOLD);
});
