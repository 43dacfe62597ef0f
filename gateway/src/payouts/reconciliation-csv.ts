import { LEDGER_CURRENCY, centsToDecimalString, type ReconciliationReport } from '@portal/contracts';
import { csvField } from '../transactions/csv.js';

export const RECONCILIATION_CSV_HEADER = [
  'WITHDRAWAL ID',
  'TRX NO.',
  'END-TO-END ID',
  'AMOUNT',
  'CURRENCY',
  'STATUS',
  'BANK FILE',
  'BANK FORMAT',
  'BANK OUTCOME',
  'BANK AMOUNT',
  'BANK REASON',
  'MATCHED AT (UTC)',
];

/** A payout batch's reconciliation as CSV (RFC 4180, formula-safe like the other exports): one row per withdrawal. */
export function reconciliationCsv(report: ReconciliationReport): string {
  const rows = report.rows.map((r) => {
    const m = r.matchedLine;
    return [
      r.withdrawalId,
      r.transactionNumber,
      r.endToEndId,
      centsToDecimalString(r.amountCents),
      LEDGER_CURRENCY,
      r.status,
      m?.fileId ?? '',
      m?.format ?? '',
      m?.outcome ?? '',
      m?.amountCents == null ? '' : centsToDecimalString(m.amountCents),
      m?.bankReason ?? '',
      m?.receivedAt ?? '',
    ]
      .map(csvField)
      .join(',');
  });
  return [RECONCILIATION_CSV_HEADER.join(','), ...rows].join('\r\n') + '\r\n';
}
