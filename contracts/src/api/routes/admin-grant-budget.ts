import { GrantBudgetViewSchema, ReallocationCommentBodySchema, ReallocationViewSchema, SetBudgetBodySchema } from '../../schemas/grant-budget.js';
import { route } from '../route.js';
import { IdParams } from './params.js';

/** Part of Api.admin: a grant's budget against actual, setting it, its CSV export and reallocation decisions. */
export const AdminGrantBudgetRoutes = {
  grantBudget: route({
    method: 'GET',
    path: '/api/admin/users/:id/grant/budget',
    tag: 'admin',
    access: 'admin',
    staff: ['programme'],
    params: IdParams,
    response: GrantBudgetViewSchema.nullable(),
    summary: "A recipient's grant budget against actual per line, with every reallocation request (null without a grant)",
  }),
  setGrantBudget: route({
    method: 'PUT',
    path: '/api/admin/users/:id/grant/budget',
    tag: 'admin',
    access: 'admin',
    staff: ['programme'],
    params: IdParams,
    body: SetBudgetBodySchema,
    response: GrantBudgetViewSchema,
    errors: [400, 404],
    summary: 'Set the budget lines (adding up to the award total) and whether a payment above its line is blocked or only flagged',
  }),
  grantBudgetCsv: route({
    method: 'GET',
    path: '/api/admin/users/:id/grant/budget/export.csv',
    tag: 'admin',
    access: 'admin',
    staff: ['programme'],
    params: IdParams,
    response: { raw: 'text/csv' },
    errors: [404],
    summary: "A recipient's grant budget against actual as CSV, one row per line",
  }),
  approveReallocation: route({
    method: 'POST',
    path: '/api/admin/grant-reallocations/:id/approve',
    tag: 'admin',
    access: 'admin',
    staff: ['programme'],
    params: IdParams,
    response: ReallocationViewSchema,
    errors: [400, 404, 409],
    summary: "Approve a pending reallocation: the two lines' current budgets change, the original budget stays",
  }),
  rejectReallocation: route({
    method: 'POST',
    path: '/api/admin/grant-reallocations/:id/reject',
    tag: 'admin',
    access: 'admin',
    staff: ['programme'],
    params: IdParams,
    body: ReallocationCommentBodySchema,
    response: ReallocationViewSchema,
    errors: [400, 404, 409],
    summary: 'Reject a pending reallocation with a comment',
  }),
} as const;
