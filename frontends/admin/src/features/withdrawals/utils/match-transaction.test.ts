import { expect, test } from '@jest/globals';
import { matchesTransactionNumber } from './match-transaction';

test('a search matches any part of the transaction number, in any case, trimmed; an empty one matches all', () => {
  const w = { transactionNumber: 'TRX00000053' };
  expect(matchesTransactionNumber(w, ' trx0000005 ')).toBe(true);
  expect(matchesTransactionNumber(w, '0053')).toBe(true);
  expect(matchesTransactionNumber(w, '')).toBe(true);
  expect(matchesTransactionNumber(w, 'TRX00000054')).toBe(false);
});
