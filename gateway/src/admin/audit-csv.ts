import type { AdminAuditEntry } from '@portal/contracts';
import { csvField } from '../transactions/csv.js';

export const AUDIT_CSV_HEADER = [
  'TIME',
  'ACTOR',
  'ACTION',
  'TARGET TYPE',
  'TARGET',
  'USER',
  'EMAIL',
  'ACCOUNT NUMBER',
  'OLD VALUE',
  'NEW VALUE',
  'DESCRIPTION',
];

/** The audit CSV's header line. */
export const AUDIT_CSV_HEAD = AUDIT_CSV_HEADER.join(',') + '\r\n';

/** The audit log viewer's rows as CSV lines (RFC 4180, formula-safe like the transactions export), each ending in CRLF. */
export function auditCsvRows(entries: AdminAuditEntry[]): string[] {
  return entries.map(
    (e) =>
      [
        e.at,
        e.actorName ?? e.actorId,
        e.action,
        e.targetType,
        e.targetId,
        e.user?.fullName ?? '',
        e.user?.email ?? '',
        e.user?.accountNumber ?? '',
        e.oldValue ?? '',
        e.newValue ?? '',
        e.description ?? '',
      ]
        .map(csvField)
        .join(',') + '\r\n',
  );
}
