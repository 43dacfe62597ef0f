import { test } from '@jest/globals';
import assert from 'node:assert/strict';
import { TRANSFER_TRANSITIONS, TransferMessages, isInternalTransfer, quoteTransfer } from './transfers.js';
import { CreateTransferBodySchema } from './schemas/transfers.js';

test('the service charge is 1% rounded half up; paid = amount + charge', () => {
  assert.deepEqual(quoteTransfer(100_000), { amountCents: 100_000, chargeCents: 1_000, paidCents: 101_000 });
  assert.deepEqual(quoteTransfer(150), { amountCents: 150, chargeCents: 2, paidCents: 152 }, '1.5 cents → 2');
  assert.deepEqual(quoteTransfer(149), { amountCents: 149, chargeCents: 1, paidCents: 150 }, '1.49 cents → 1');
  assert.deepEqual(quoteTransfer(1), { amountCents: 1, chargeCents: 0, paidCents: 1 });
});

test('only within_unseaf is internal', () => {
  assert.equal(isInternalTransfer('within_unseaf'), true);
  assert.equal(isInternalTransfer('other_bank'), false);
  assert.equal(isInternalTransfer('wire_transfer'), false);
});

test('the send form needs name, account and an amount of at least one cent', () => {
  const valid = {
    recipientName: 'Ada',
    recipientAccount: '770000000017',
    amountCents: 1,
    transferType: 'within_unseaf',
    pin: '739164',
    idempotencyKey: 'key-12345678',
  };
  assert.equal(CreateTransferBodySchema.safeParse(valid).success, true);
  const issue = (body: object) => CreateTransferBodySchema.safeParse(body).error?.issues[0]?.message;
  assert.equal(issue({ ...valid, recipientName: '  ' }), TransferMessages.requiredFields);
  assert.equal(issue({ ...valid, recipientAccount: '' }), TransferMessages.requiredFields);
  assert.equal(issue({ ...valid, amountCents: 0 }), TransferMessages.minimumAmount);
  assert.equal(issue({ ...valid, amountCents: 1.5 }), TransferMessages.validAmount);
  assert.equal(issue({ ...valid, transferType: 'cash' }), 'Please select a transfer type');
});

test('completed and failed are final', () => {
  assert.deepEqual(TRANSFER_TRANSITIONS.completed, []);
  assert.deepEqual(TRANSFER_TRANSITIONS.failed, []);
  assert.ok(TRANSFER_TRANSITIONS.pending.includes('processing'));
});

test('the insufficient-balance message names both amounts in dollars', () => {
  assert.equal(TransferMessages.insufficient(10_100, 5_000), 'Insufficient balance. You need $101.00 (transfer + charge) but have $50.00');
});
