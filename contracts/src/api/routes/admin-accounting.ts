import { AccountingPeriodSchema } from '../../schemas/accounting.js';
import { route } from '../route.js';
import { UserIdParams } from './params.js';

/** Api.adminAccounting: the ledger's exports for the fund's accounting and bank-format statements. */
export const AdminAccountingRoutes = {
  journalCsv: route({
    method: 'GET',
    path: '/api/admin/accounting/journal.csv',
    tag: 'admin',
    access: 'admin',
    staff: ['finance'],
    query: AccountingPeriodSchema,
    response: { raw: 'text/csv' },
    errors: [400],
    summary: 'The general-ledger journal of a period (UTC days, both included) as CSV: one line per ledger entry, every entry of the period',
  }),
  camt053: route({
    method: 'GET',
    path: '/api/admin/accounting/statements/:userId/camt053.xml',
    tag: 'admin',
    access: 'admin',
    staff: ['finance'],
    params: UserIdParams,
    query: AccountingPeriodSchema,
    response: { raw: 'application/xml' },
    errors: [400, 404],
    summary: "A recipient account's ISO 20022 bank-to-customer statement (camt.053.001.08) for a period: booked balances and one entry per ledger entry",
  }),
} as const;
