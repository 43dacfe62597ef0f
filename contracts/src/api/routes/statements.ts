import { MonthlyStatementSchema, StatementMonthParams } from '../../schemas/statements.js';
import { route } from '../route.js';

/** Api.statements: the signed-in recipient's own monthly account statements. */
export const StatementsRoutes = {
  monthly: route({
    method: 'GET',
    path: '/api/statements/:month',
    tag: 'statements',
    access: 'recipient',
    params: StatementMonthParams,
    response: MonthlyStatementSchema,
    errors: [400, 404],
    summary: "The caller's statement of a past month (YYYY-MM): opening balance, every entry with its fees, closing balance",
  }),
  monthlyPdf: route({
    method: 'GET',
    path: '/api/statements/:month.pdf',
    tag: 'statements',
    access: 'recipient',
    params: StatementMonthParams,
    response: { raw: 'application/pdf' },
    errors: [400, 404],
    summary: "The caller's statement of a past month as PDF, in the caller's language",
  }),
} as const;
