import { AdjustBalanceResultSchema, AdjustFundsBodySchema, AwardGrantBodySchema, GrantViewSchema } from '../../schemas/ledger.js';
import { route } from '../route.js';
import { IdParams } from './params.js';

/** Part of Api.admin: fund adjustments and grant awards. */
export const AdminFundsRoutes = {
  adjustFunds: route({
    method: 'POST',
    path: '/api/admin/users/:id/funds',
    tag: 'admin',
    access: 'admin',
    staff: ['finance'],
    status: 201,
    params: IdParams,
    body: AdjustFundsBodySchema,
    response: AdjustBalanceResultSchema,
    errors: [400, 404, 409],
    summary: 'Add or deduct funds (ADMIN_ADD / ADMIN_DEDUCT); a deduction below zero is refused',
  }),
  awardGrant: route({
    method: 'POST',
    path: '/api/admin/users/:id/grant',
    tag: 'admin',
    access: 'admin',
    staff: ['programme'],
    status: 201,
    params: IdParams,
    body: AwardGrantBodySchema,
    response: GrantViewSchema,
    errors: [400, 404, 409],
    summary: 'Award a grant to an approved recipient: the total is paid in from the fund in one balanced posting; one grant per recipient',
  }),
} as const;
