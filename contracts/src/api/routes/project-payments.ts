import { z } from 'zod';
import { KycRequiredMessages } from '../../kyc.js';
import {
  CreateProjectPaymentBodySchema,
  CreateProjectPaymentResultSchema,
  ListProjectPaymentsQuerySchema,
  ProjectPaymentViewSchema,
} from '../../schemas/project-payments.js';
import { route } from '../route.js';

/** The recipient's project payments. */
export const ProjectPaymentsRoutes = {
  list: route({
    method: 'GET',
    path: '/api/project-payments',
    tag: 'project-payments',
    access: 'recipient',
    kycRequired: KycRequiredMessages.projectPayments,
    query: ListProjectPaymentsQuerySchema,
    response: z.array(ProjectPaymentViewSchema),
    errors: [400],
    summary: "The recipient's project payments, newest first; search by transaction number (substring) and exact date",
  }),
  create: route({
    method: 'POST',
    path: '/api/project-payments',
    rateLimit: 'pin',
    tag: 'project-payments',
    access: 'recipient',
    kycRequired: KycRequiredMessages.projectPayments,
    status: 201,
    body: CreateProjectPaymentBodySchema,
    response: CreateProjectPaymentResultSchema,
    errors: [400, 409, 423],
    summary: 'Create a project payment (PIN-confirmed, 1.5% fee, idempotent by idempotencyKey); it waits pending for an admin',
  }),
} as const;
