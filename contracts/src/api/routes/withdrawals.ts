import { z } from 'zod';
import { KycRequiredMessages } from '../../kyc.js';
import {
  CreateWithdrawalBodySchema,
  CreateWithdrawalResultSchema,
  QuarterSummarySchema,
  WithdrawalReceiptSchema,
  WithdrawalViewSchema,
} from '../../schemas/withdrawals.js';
import { route } from '../route.js';
import { IdParams } from './params.js';

/** The recipient's withdrawals, their quarterly limits and receipts. */
export const WithdrawalsRoutes = {
  limits: route({
    method: 'GET',
    path: '/api/withdrawals/limits',
    tag: 'withdrawals',
    access: 'recipient',
    kycRequired: KycRequiredMessages.withdrawals,
    response: QuarterSummarySchema.nullable(),
    summary: "Balance and the current quarter's limit, usage, remaining, period and days left (null without a grant)",
  }),
  list: route({
    method: 'GET',
    path: '/api/withdrawals',
    tag: 'withdrawals',
    access: 'recipient',
    kycRequired: KycRequiredMessages.withdrawals,
    response: z.array(WithdrawalViewSchema),
    summary: "The recipient's withdrawals, newest first",
  }),
  receipt: route({
    method: 'GET',
    path: '/api/withdrawals/:id/receipt',
    tag: 'withdrawals',
    access: 'recipient',
    kycRequired: KycRequiredMessages.withdrawals,
    params: IdParams,
    response: WithdrawalReceiptSchema,
    errors: [400, 404, 409],
    summary: 'The stored receipt of a processing or completed withdrawal (HTML)',
  }),
  create: route({
    method: 'POST',
    path: '/api/withdrawals',
    rateLimit: 'pin',
    tag: 'withdrawals',
    access: 'recipient',
    kycRequired: KycRequiredMessages.withdrawals,
    status: 201,
    body: CreateWithdrawalBodySchema,
    response: CreateWithdrawalResultSchema,
    errors: [400, 409, 423],
    summary: 'Create a withdrawal (PIN-confirmed, idempotent by idempotencyKey)',
  }),
} as const;
