import { z } from 'zod';
import { KycStatusSchema } from '../../account-status.js';
import {
  DocumentLinkSchema,
  KycAnalyticsSchema,
  KycBulkBodySchema,
  KycBulkResultSchema,
  KycDecisionBodySchema,
  KycDocumentViewSchema,
  KycHistorySchema,
  KycNotesBodySchema,
  KycOverviewSchema,
  KycRequestViewSchema,
} from '../../kyc.js';
import { route } from '../route.js';
import { IdParams, UserIdParams } from './params.js';

/** KYC Management beyond the single decisions in Api.admin: bulk actions, a request's audit trail, document links, analytics. */
export const AdminKycRoutes = {
  bulk: route({
    method: 'POST',
    path: '/api/admin/kyc/bulk',
    tag: 'admin',
    access: 'admin',
    status: 201,
    body: KycBulkBodySchema,
    response: KycBulkResultSchema,
    errors: [400],
    summary: 'Approve, reject or reset several KYC requests; each change is audited as bulk_kyc_action; the answer lists those that could not be changed',
  }),
  history: route({
    method: 'GET',
    path: '/api/admin/kyc/:userId/history',
    tag: 'admin',
    access: 'admin',
    params: UserIdParams,
    response: KycHistorySchema,
    errors: [400, 404],
    summary: "A recipient's KYC submissions and audit trail (newest first)",
  }),
  documentLink: route({
    method: 'GET',
    path: '/api/admin/kyc/documents/:id/link',
    tag: 'admin',
    access: 'admin',
    params: IdParams,
    response: DocumentLinkSchema,
    errors: [400, 404],
    summary: "A signed link to any recipient's KYC document, valid 3600 s; opening it is audited as the admin's document view or download",
  }),
  analytics: route({
    method: 'GET',
    path: '/api/admin/kyc/analytics',
    tag: 'admin',
    access: 'admin',
    response: KycAnalyticsSchema,
    summary: 'KYC counts: submissions, recipients by KYC status, decided submissions and the median review time',
  }),
} as const;

/** Part of Api.admin: KYC requests and the single decisions on them. */
export const AdminKycDecisionRoutes = {
  kycRequests: route({
    method: 'GET',
    path: '/api/admin/kyc',
    tag: 'admin',
    access: 'admin',
    query: z.object({ status: KycStatusSchema.optional() }),
    response: z.array(KycRequestViewSchema),
    errors: [400],
    summary: 'KYC requests with their latest document, newest first',
  }),
  kycDecide: route({
    method: 'POST',
    path: '/api/admin/kyc/:userId/decision',
    tag: 'admin',
    access: 'admin',
    status: 201,
    params: UserIdParams,
    body: KycDecisionBodySchema,
    response: KycDocumentViewSchema,
    errors: [400, 404, 409],
    summary: 'Approve or reject the pending submission, with optional notes',
  }),
  kycNotes: route({
    method: 'POST',
    path: '/api/admin/kyc/documents/:id/notes',
    tag: 'admin',
    access: 'admin',
    status: 201,
    params: IdParams,
    body: KycNotesBodySchema,
    response: KycDocumentViewSchema,
    errors: [400, 404],
    summary: 'Save reviewer notes without changing the status',
  }),
  kycReset: route({
    method: 'POST',
    path: '/api/admin/kyc/:userId/reset',
    tag: 'admin',
    access: 'admin',
    status: 201,
    params: UserIdParams,
    response: KycOverviewSchema,
    errors: [400, 404, 409],
    summary: 'Put an approved or rejected KYC back to pending review',
  }),
} as const;
