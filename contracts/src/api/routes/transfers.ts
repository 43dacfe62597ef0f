import { z } from 'zod';
import { KycRequiredMessages } from '../../kyc.js';
import { CreateTransferBodySchema, CreateTransferResultSchema, ListTransfersQuerySchema, TransferViewSchema } from '../../schemas/transfers.js';
import { route } from '../route.js';

/** The recipient's transfers (send money). */
export const TransfersRoutes = {
  list: route({
    method: 'GET',
    path: '/api/transfers',
    tag: 'transfers',
    access: 'recipient',
    kycRequired: KycRequiredMessages.transfers,
    query: ListTransfersQuerySchema,
    response: z.array(TransferViewSchema),
    errors: [400],
    summary: "The recipient's transfers, newest first; search by transaction number (substring) and exact date",
  }),
  create: route({
    method: 'POST',
    path: '/api/transfers',
    rateLimit: 'pin',
    tag: 'transfers',
    access: 'recipient',
    kycRequired: KycRequiredMessages.transfers,
    status: 201,
    body: CreateTransferBodySchema,
    response: CreateTransferResultSchema,
    errors: [400, 404, 409, 423],
    summary: 'Send money (PIN-confirmed, 1% charge, idempotent by idempotencyKey): within UNSEAF completes at once, other banks and wires go pending',
  }),
} as const;
