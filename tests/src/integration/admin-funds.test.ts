import { test } from '@jest/globals';
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { AdminAdjustMessages, healMessage, Api } from '@portal/contracts';
import { tokenFor, DEMO_ADMIN } from '../support/platform.js';
import { fundedRecipient, withdraw } from '../support/money.js';
import { clientFor } from '../support/client.js';
import { withDatabase } from '../support/databases.js';

test('admin funds: add and deduct with ADMIN_ADD / ADMIN_DEDUCT references; a deduction below zero is refused', async () => {
  const r = await fundedRecipient(10_000, 13);
  const admin = await tokenFor(DEMO_ADMIN.username, DEMO_ADMIN.password);
  const add = await clientFor(admin).answer(Api.admin.adjustFunds, {
    params: { id: r.userId },
    body: { direction: 'add', amountCents: 2_550, description: 'Top-up', idempotencyKey: randomUUID() },
  });
  assert.equal(add.status, 201, JSON.stringify(add.body));
  assert.equal(add.body.balanceCents, 12_550);
  assert.match(add.body.transaction.reference ?? '', /^ADMIN_ADD_\d{13}$/);
  const deduct = await clientFor(admin).answer(Api.admin.adjustFunds, {
    params: { id: r.userId },
    body: { direction: 'deduct', amountCents: 550, idempotencyKey: randomUUID() },
  });
  assert.equal(deduct.body.balanceCents, 12_000);
  assert.match(deduct.body.transaction.reference ?? '', /^ADMIN_DEDUCT_\d{13}$/);
  assert.equal(deduct.body.transaction.type, 'debit');
  const tooMuch = await clientFor(admin).answer(Api.admin.adjustFunds, {
    params: { id: r.userId },
    body: { direction: 'deduct', amountCents: 12_001, idempotencyKey: randomUUID() },
  });
  assert.equal(tooMuch.status, 400);
  assert.equal(tooMuch.body.message, AdminAdjustMessages.insufficientForDeduction);
  assert.equal(
    (
      await clientFor(admin).answer(Api.admin.adjustFunds, {
        params: { id: r.userId },
        body: { direction: 'add', amountCents: -5, idempotencyKey: randomUUID() },
      })
    ).status,
    400,
  );
  assert.equal(
    (
      await clientFor(r.token).answer(Api.admin.adjustFunds, {
        params: { id: r.userId },
        body: { direction: 'add', amountCents: 5, idempotencyKey: randomUUID() },
      })
    ).status,
    403,
  );
});

test('fix duplicate transaction numbers reports what it fixed (none: unique constraints prevent them)', async () => {
  const r = await fundedRecipient(50_000, 13);
  await withdraw(r.token, 10_000);
  const answer = await clientFor(r.adminToken).answer(Api.admin.fixDuplicates);
  assert.equal(answer.status, 200);
  assert.deepEqual(answer.body, { fixed: [], message: healMessage(0) });
  const list = await clientFor(r.adminToken).answer(Api.admin.withdrawals, { query: { status: 'pending' } });
  const row = list.body.find((w) => w.userId === r.userId);
  // Each row names the grant and the recipient's current balance, as the recipient's dashboard shows it.
  const dashboard = await clientFor(r.token).call(Api.me.dashboard);
  assert.deepEqual([row?.grantTitle, row?.balanceCents], ['Sustainable Development Fund', dashboard.balanceCents]);
  assert.ok(dashboard.balanceCents < 50_000);
});

test('funds for someone who is not a recipient (an unknown id, found by the fuzzer) are refused with 404 and nothing is posted', async () => {
  const admin = await tokenFor(DEMO_ADMIN.username, DEMO_ADMIN.password);
  const nobody = randomUUID();
  const answer = await clientFor(admin).answer(Api.admin.adjustFunds, {
    params: { id: nobody },
    body: { direction: 'add', amountCents: 1, idempotencyKey: randomUUID() },
  });
  assert.equal(answer.status, 404, JSON.stringify(answer.body));
  await withDatabase('ledger-withdrawals', async (db) => {
    assert.equal((await db.query('SELECT 1 FROM ledger_accounts WHERE user_id = $1', [nobody])).rowCount, 0);
  });
});
