import { test } from '@jest/globals';
import assert from 'node:assert/strict';
import { TRANSACTION_CSV_HEAD, csvField, transactionsCsvRows } from './csv.js';

test('fields with commas, quotes or line breaks are quoted; formulas are defused', () => {
  assert.equal(csvField('plain'), 'plain');
  assert.equal(csvField('a, b'), '"a, b"');
  assert.equal(csvField('say "hi"'), '"say ""hi"""');
  assert.equal(csvField('=HYPERLINK("x")'), `"'=HYPERLINK(""x"")"`);
});

test('amounts are signed decimal dollars with two decimals', () => {
  const csv =
    TRANSACTION_CSV_HEAD +
    transactionsCsvRows([
      {
        id: '1',
        transactionNumber: 'TRX00000001',
        type: 'debit',
        amountCents: 1050,
        postBalanceCents: 98950,
        description: 'Withdrawal, bank',
        reference: null,
        status: 'completed',
        category: 'withdrawal',
        createdAt: '2026-11-22T10:00:00.000Z',
      },
    ]).join('');
  assert.equal(
    csv,
    'TRX NO.,TYPE,TIME,AMOUNT,POST BALANCE,DESCRIPTION,REFERENCE,CATEGORY,STATUS\r\nTRX00000001,debit,2026-11-22T10:00:00.000Z,-10.50,989.50,"Withdrawal, bank",,withdrawal,completed\r\n',
  );
});
