import { z } from 'zod';
import { DocumentLinkSchema } from '../../schemas/kyc.js';
import { REPORT_ATTACHMENT_LINK_TTL_SECONDS } from '../../report-attachments.js';
import { ReportAttachmentViewSchema } from '../../schemas/report-attachments.js';
import { route } from '../route.js';
import { IdParams } from './params.js';

/**
 * The recipient's progress-report attachments: files are uploaded as drafts of one of their own milestones, a
 * submission or revision names the drafts it carries (Api.grant.submitReport, `attachmentIds`), and every file is
 * read through a short-lived signed link. Staff open any file through Api.admin.grantReportAttachmentLink.
 */
export const GrantReportAttachmentRoutes = {
  upload: route({
    method: 'POST',
    path: '/api/grant/milestones/:id/attachments',
    rateLimit: 'upload',
    tag: 'grant',
    access: 'recipient',
    status: 201,
    params: IdParams,
    body: { raw: 'multipart/form-data' },
    response: ReportAttachmentViewSchema,
    errors: [400, 404, 409, 413, 415],
    summary:
      "Attach a file to the next version of one of the recipient's own milestone reports (multipart field `file`: pdf, jpg, jpeg, png; 10 MB at most; type checked by content; at most 5 per version). It waits as a draft until a submission names it",
  }),
  drafts: route({
    method: 'GET',
    path: '/api/grant/milestones/:id/attachments',
    tag: 'grant',
    access: 'recipient',
    params: IdParams,
    response: z.array(ReportAttachmentViewSchema),
    errors: [400, 404],
    summary: "The files waiting for the next version of one of the recipient's own milestone reports, oldest first",
  }),
  remove: route({
    method: 'DELETE',
    path: '/api/grant/attachments/:id',
    tag: 'grant',
    access: 'recipient',
    params: IdParams,
    response: z.array(ReportAttachmentViewSchema),
    errors: [400, 404, 409],
    summary: "Remove one of the recipient's draft files (a file of a submitted version stays); answers the milestone's remaining drafts",
  }),
  link: route({
    method: 'GET',
    path: '/api/grant/attachments/:id/link',
    tag: 'grant',
    access: 'recipient',
    params: IdParams,
    response: DocumentLinkSchema,
    errors: [400, 403, 404],
    summary: `A signed link to one of the recipient's own report files, valid ${REPORT_ATTACHMENT_LINK_TTL_SECONDS} s (staff use /api/admin/grant-attachments/:id/link)`,
  }),
  file: route({
    method: 'GET',
    path: '/api/grant/attachment-files/:token',
    tag: 'grant',
    access: 'public',
    params: z.object({ token: z.string().min(1).max(2000) }),
    /** inline: shown in the page (a photo or PDF looked at in a review); attachment (default): downloaded. */
    query: z.object({ disposition: z.enum(['inline', 'attachment']).optional() }),
    response: { raw: 'application/octet-stream' },
    errors: [403, 404, 410],
    summary: 'Opens a signed report-file link (a download, or shown inline; audited either way)',
  }),
} as const;
