// The history's page cursor: what the server writes, it reads back; every text of the published shape is a place in
// the history, and nothing else is.
import { test } from '@jest/globals';
import assert from 'node:assert/strict';
import { TRANSACTION_CURSOR_PATTERN, decodeTransactionCursor, encodeTransactionCursor } from './ledger.js';
import { ListTransactionsQuerySchema } from './schemas/ledger.js';

test('a cursor the ledger writes is read back as the same place', () => {
  const place = { atMs: 1_795_761_198_778, id: '123456789012345678' };
  assert.deepEqual(decodeTransactionCursor(encodeTransactionCursor(place)), place);
});

test('every text of the published shape is a place within a date and a bigint; anything else is refused by the schema', () => {
  for (const code of ['0.0', '999999999999999.999999999999999999', '1795761198778.00042']) {
    assert.ok(TRANSACTION_CURSOR_PATTERN.test(code), code);
    const place = decodeTransactionCursor(code)!;
    assert.ok(!Number.isNaN(new Date(place.atMs).getTime()), code);
    assert.ok(BigInt(place.id) <= 9_223_372_036_854_775_807n, code);
    assert.ok(ListTransactionsQuerySchema.safeParse({ cursor: code }).success, code);
  }
  for (const code of ['', 'abc', '1.', '.1', '1.9223372036854775807', `${'1'.repeat(16)}.1`, '1.2.3', '-1.1', 'MTc5NTc2MTE5ODc3OC4x']) {
    assert.equal(decodeTransactionCursor(code), null, code);
    assert.ok(!ListTransactionsQuerySchema.safeParse({ cursor: code }).success, code);
  }
});
