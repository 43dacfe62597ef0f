import { LEDGER_CURRENCY, centsToDecimalString, type JournalLine } from '@portal/contracts';
import { csvField } from '../transactions/csv.js';

export const JOURNAL_CSV_HEADER = [
  'POSTING ID',
  'ENTRY ID',
  'TRX NO.',
  'TIME (UTC)',
  'ACCOUNT CODE',
  'ACCOUNT KIND',
  'POSTING KIND',
  'CATEGORY',
  'REFERENCE',
  'DESCRIPTION',
  'DEBIT',
  'CREDIT',
  'CURRENCY',
];

/**
 * Journal lines as CSV lines (RFC 4180, formula-safe like the other exports), each ending in CRLF. A negative
 * ledger amount is a debit of the account, a positive one a credit; the other column stays empty, so each
 * posting's debits equal its credits.
 */
export function journalCsvRows(lines: JournalLine[]): string[] {
  return lines.map(
    (l) =>
      [
        l.postingId,
        l.entryId,
        l.transactionNumber,
        l.at,
        l.accountCode,
        l.accountKind,
        l.postingKind,
        l.category,
        l.reference ?? '',
        l.description,
        l.amountCents < 0 ? centsToDecimalString(-l.amountCents) : '',
        l.amountCents > 0 ? centsToDecimalString(l.amountCents) : '',
        LEDGER_CURRENCY,
      ]
        .map(csvField)
        .join(',') + '\r\n',
  );
}

export const JOURNAL_CSV_HEAD = JOURNAL_CSV_HEADER.join(',') + '\r\n';
