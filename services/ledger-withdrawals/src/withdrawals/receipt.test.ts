import { test } from '@jest/globals';
import assert from 'node:assert/strict';
import type { WithdrawalView } from '@portal/contracts';
import { maskLast4, receiptTimeline, renderReceipt } from './receipt.js';

const withdrawal: WithdrawalView = {
  id: '3f7a9c1e-2b4d-4e6f-8a0b-1c2d3e4f5a6b',
  userId: '0b7c8e1e-1f2a-4b3c-8d4e-5f6a7b8c9d0e',
  transactionNumber: 'TRX00000123',
  amountCents: 100_000,
  feeCents: 2_000,
  netCents: 98_000,
  method: 'bank_transfer',
  methodDetails: { accountHolderName: 'Amina <script>', bankName: 'Banque', accountNumber: '0012345678', routingNumber: '021000021' },
  status: 'processing',
  description: null,
  quarterPeriod: 'Q1',
  quarterLimitCents: 1,
  quarterUsedBeforeCents: 0,
  quarterRemainingAfterCents: 0,
  expectedCompletionDate: '2026-11-27T10:00:00.000Z',
  processingMessage: null,
  createdAt: '2026-11-22T10:00:00.000Z',
  updatedAt: '2026-11-22T10:00:00.000Z',
  completedAt: null,
};

test('the account number shows only its last 4 digits', () => {
  assert.equal(maskLast4('0012345678'), '•••• 5678');
  const html = renderReceipt(withdrawal, new Date());
  assert.ok(html.includes('•••• 5678'));
  assert.ok(!html.includes('0012345678'));
});

test('status label and timeline follow the status', () => {
  assert.match(renderReceipt(withdrawal, new Date()), /<span data-status>PROCESSING<\/span>/);
  assert.deepEqual(
    receiptTimeline('pending').map((s) => s.done),
    [true, false, false],
  );
  assert.deepEqual(
    receiptTimeline('processing').map((s) => s.done),
    [true, true, false],
  );
  assert.deepEqual(
    receiptTimeline('completed').map((s) => s.done),
    [true, true, true],
  );
});

test('user text is escaped and amounts are dollars with two decimals', () => {
  const html = renderReceipt(withdrawal, new Date());
  assert.ok(html.includes('Amina &lt;script&gt;'));
  assert.ok(!html.includes('<script>'));
  assert.ok(html.includes('$1,000.00') && html.includes('$20.00') && html.includes('$980.00'));
});
