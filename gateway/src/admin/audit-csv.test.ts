import { test } from '@jest/globals';
import assert from 'node:assert/strict';
import { AUDIT_CSV_HEAD, AUDIT_CSV_HEADER, auditCsvRows } from './audit-csv.js';

test('the audit CSV names actor and person, quotes and defuses fields', () => {
  const csv =
    AUDIT_CSV_HEAD +
    auditCsvRows([
      {
        id: '00000000-0000-4000-8000-0000000000aa',
        at: '2026-11-23T10:00:00.000Z',
        actorId: '00000000-0000-4000-8000-000000000001',
        actorName: 'admin',
        action: 'funds_adjust',
        targetType: 'user',
        targetId: '00000000-0000-4000-8000-000000000002',
        userId: '00000000-0000-4000-8000-000000000002',
        user: { fullName: 'Demo, Recipient', email: 'demo@grant-portal.local', accountNumber: '0001000001' },
        oldValue: '$0.00',
        newValue: '$10.00',
        description: '=cmd()',
      },
    ]).join('');
  const [header, row] = csv.trimEnd().split('\r\n');
  assert.equal(header, AUDIT_CSV_HEADER.join(','));
  assert.equal(
    row,
    `2026-11-23T10:00:00.000Z,admin,funds_adjust,user,00000000-0000-4000-8000-000000000002,"Demo, Recipient",demo@grant-portal.local,0001000001,$0.00,$10.00,'=cmd()`,
  );
});
