import { z } from 'zod';
import { DocumentLinkSchema, KycAnalyticsSchema, KycBulkBodySchema, KycBulkResultSchema, KycHistorySchema } from '../../kyc.js';
import { route } from '../route.js';

const UserIdParams = z.object({ userId: z.string().uuid('Invalid id: a UUID is expected') });
const IdParams = z.object({ id: z.string().uuid('Invalid id: a UUID is expected') });

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
