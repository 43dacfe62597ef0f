import { z } from 'zod';
import { NamedUserSchema, RecipientMoneySchema } from '../../schemas/admin-users.js';
import { AdminListMovesRequestSchema } from '../../schemas/money-moves.js';
import { ProjectPaymentViewSchema, SetProjectPaymentStatusBodySchema } from '../../schemas/project-payments.js';
import { SetTransferStatusBodySchema, TransferViewSchema } from '../../schemas/transfers.js';
import { SetWithdrawalStatusBodySchema, WithdrawalStatusSchema, WithdrawalViewSchema } from '../../schemas/withdrawals.js';
import { route } from '../route.js';
import { IdParams } from './params.js';

/** Part of Api.admin: withdrawals, transfers and project payments and their status changes. */
export const AdminMoneyMovesRoutes = {
  withdrawals: route({
    method: 'GET',
    path: '/api/admin/withdrawals',
    tag: 'admin',
    access: 'admin',
    staff: ['finance'],
    query: z.object({ status: WithdrawalStatusSchema.optional() }),
    response: z.array(WithdrawalViewSchema.extend(NamedUserSchema.shape).extend(RecipientMoneySchema.shape)),
    errors: [400],
    summary: "All withdrawals, newest first, optionally by status, each naming its recipient with the grant's title and the current balance",
  }),
  setWithdrawalStatus: route({
    method: 'POST',
    path: '/api/admin/withdrawals/:id/status',
    tag: 'admin',
    access: 'admin',
    staff: ['finance'],
    status: 201,
    params: IdParams,
    body: SetWithdrawalStatusBodySchema,
    response: WithdrawalViewSchema,
    errors: [400, 404, 409],
    summary: 'Move a withdrawal to processing, completed (stamped) or failed (amount returned to the balance)',
  }),
  transfers: route({
    method: 'GET',
    path: '/api/admin/transfers',
    tag: 'admin',
    access: 'admin',
    staff: ['finance'],
    query: AdminListMovesRequestSchema.pick({ status: true }),
    response: z.array(TransferViewSchema.extend(NamedUserSchema.shape)),
    errors: [400],
    summary: 'All transfers, newest first, optionally by status',
  }),
  setTransferStatus: route({
    method: 'POST',
    path: '/api/admin/transfers/:id/status',
    tag: 'admin',
    access: 'admin',
    staff: ['finance'],
    status: 201,
    params: IdParams,
    body: SetTransferStatusBodySchema,
    response: TransferViewSchema,
    errors: [400, 404, 409],
    summary: 'Move a transfer to another bank or by wire to processing, completed (paid out) or failed (amount and charge returned)',
  }),
  projectPayments: route({
    method: 'GET',
    path: '/api/admin/project-payments',
    tag: 'admin',
    access: 'admin',
    staff: ['finance'],
    query: AdminListMovesRequestSchema.pick({ status: true }),
    response: z.array(ProjectPaymentViewSchema.extend(NamedUserSchema.shape)),
    errors: [400],
    summary: 'All project payments, newest first, optionally by status',
  }),
  setProjectPaymentStatus: route({
    method: 'POST',
    path: '/api/admin/project-payments/:id/status',
    tag: 'admin',
    access: 'admin',
    staff: ['finance'],
    status: 201,
    params: IdParams,
    body: SetProjectPaymentStatusBodySchema,
    response: ProjectPaymentViewSchema,
    errors: [400, 404, 409],
    summary: "Move a project payment to processing, completed ('Payment processed and disbursed') or failed (total returned)",
  }),
} as const;
