import { z } from 'zod';
import { DocumentLinkSchema, KycDocumentViewSchema, KycOverviewSchema } from '../../schemas/kyc.js';
import { route } from '../route.js';
import { IdParams } from './params.js';

/** The recipient's KYC submission and document links. */
export const KycRoutes = {
  overview: route({
    method: 'GET',
    path: '/api/kyc',
    tag: 'kyc',
    access: 'recipient',
    response: KycOverviewSchema,
    summary: "The recipient's KYC status, grant number and latest submission",
  }),
  submit: route({
    method: 'POST',
    path: '/api/kyc/documents',
    rateLimit: 'upload',
    tag: 'kyc',
    access: 'recipient',
    status: 201,
    body: { raw: 'multipart/form-data' },
    response: KycDocumentViewSchema,
    errors: [400, 409, 413, 415],
    summary: 'Submit the AML certificate (multipart field `file`: jpg, jpeg, png, pdf, doc, docx; 10 MB at most; type checked by content)',
  }),
  documentLink: route({
    method: 'GET',
    path: '/api/kyc/documents/:id/link',
    tag: 'kyc',
    access: 'recipient',
    params: IdParams,
    response: DocumentLinkSchema,
    errors: [400, 403, 404],
    summary: "A signed link to one of the caller's own KYC documents, valid 3600 s (admins use /api/admin/kyc/documents/:id/link)",
  }),
  file: route({
    method: 'GET',
    path: '/api/kyc/files/:token',
    tag: 'kyc',
    access: 'public',
    params: z.object({ token: z.string().min(1).max(2000) }),
    /** inline: shown in the page (the admin's Document View); attachment (default): downloaded. */
    query: z.object({ disposition: z.enum(['inline', 'attachment']).optional() }),
    response: { raw: 'application/octet-stream' },
    errors: [403, 404, 410],
    summary: 'Opens a signed document link',
  }),
} as const;
