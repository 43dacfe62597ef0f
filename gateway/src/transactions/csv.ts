import { centsToDecimalString, type TransactionView } from '@portal/contracts';

/** RFC 4180 field; text starting with =, +, - or @ is prefixed so spreadsheets do not run it as a formula (plain numbers stay numbers). */
export function csvField(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) && !/^-?\d+(\.\d+)?$/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

export const TRANSACTION_CSV_HEADER = ['TRX NO.', 'TYPE', 'TIME', 'AMOUNT', 'POST BALANCE', 'DESCRIPTION', 'REFERENCE', 'CATEGORY', 'STATUS'];

/** Transactions as CSV lines (RFC 4180, formula-safe), each ending in CRLF. */
export function transactionsCsvRows(rows: TransactionView[]): string[] {
  return rows.map(
    (t) =>
      [
        t.transactionNumber,
        t.type,
        t.createdAt,
        centsToDecimalString(t.type === 'debit' ? -t.amountCents : t.amountCents),
        centsToDecimalString(t.postBalanceCents),
        t.description,
        t.reference ?? '',
        t.category,
        t.status,
      ]
        .map(csvField)
        .join(',') + '\r\n',
  );
}

export const TRANSACTION_CSV_HEAD = TRANSACTION_CSV_HEADER.join(',') + '\r\n';
