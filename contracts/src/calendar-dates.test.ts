import assert from 'node:assert/strict';
import { test } from '@jest/globals';
import { ListTransactionsQuerySchema } from './schemas/ledger.js';
import { ListProjectPaymentsQuerySchema } from './schemas/project-payments.js';

test('date filters accept only calendar dates that exist', () => {
  for (const ok of ['2024-02-29', '2026-12-31']) assert.equal(ListTransactionsQuerySchema.safeParse({ from: ok, to: ok }).success, true, ok);
  for (const bad of ['2023-02-29', '2026-13-01', '8585-34-10', '2026-04-31', '26-01-01']) {
    assert.equal(ListTransactionsQuerySchema.safeParse({ from: bad }).success, false, bad);
    assert.equal(ListProjectPaymentsQuerySchema.safeParse({ date: bad }).success, false, bad);
  }
});
