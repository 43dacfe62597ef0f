import { CHART_WEEKS } from '../../charts.js';
import { AdminChartsSchema, RecipientChartsQuerySchema, RecipientChartsSchema } from '../../schemas/charts.js';
import { route } from '../route.js';

/** The figures behind the recipient dashboard's and the admin Overview's charts. */
export const ChartsRoutes = {
  recipient: route({
    method: 'GET',
    path: '/api/dashboard/charts',
    tag: 'recipient',
    access: 'recipient',
    query: RecipientChartsQuerySchema,
    response: RecipientChartsSchema,
    errors: [400],
    summary: "The caller's daily closing balance, spending by type and project payments by category over the last `days` days (UTC)",
  }),
  admin: route({
    method: 'GET',
    path: '/api/admin/charts',
    tag: 'admin',
    access: 'admin',
    staff: ['programme', 'finance'],
    response: AdminChartsSchema,
    summary: `Grant-fund disbursements and support tickets per week (the last ${CHART_WEEKS} ISO weeks) and the KYC funnel`,
  }),
} as const;
