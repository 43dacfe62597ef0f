import { z } from 'zod';
import {
  GrantScheduleViewSchema,
  ReportQueueFilterSchema,
  ReportQueueItemSchema,
  ReviewCommentBodySchema,
  ReviewResultSchema,
  TrancheViewSchema,
} from '../../schemas/grant-schedule.js';
import { DocumentLinkSchema } from '../../schemas/kyc.js';
import { REPORT_ATTACHMENT_LINK_TTL_SECONDS } from '../../report-attachments.js';
import { route } from '../route.js';
import { IdParams } from './params.js';

/** A reviewer's decision that needs a comment (request changes, reject). */
const commentedDecision = {
  tag: 'admin',
  access: 'admin',
  params: IdParams,
  body: ReviewCommentBodySchema,
  response: ReviewResultSchema,
  errors: [400, 404, 409],
} as const;

/** Part of Api.admin: grant schedules, the progress-report review queue and tranche releases. */
export const AdminGrantReportsRoutes = {
  grantSchedule: route({
    method: 'GET',
    path: '/api/admin/users/:id/grant',
    tag: 'admin',
    access: 'admin',
    staff: ['programme'],
    params: IdParams,
    response: GrantScheduleViewSchema.nullable(),
    summary: "A recipient's grant schedule: every tranche's status, the milestones and every version of their reports (null without a grant)",
  }),
  grantReports: route({
    method: 'GET',
    path: '/api/admin/grant-reports',
    tag: 'admin',
    access: 'admin',
    staff: ['programme'],
    query: z.object({ filter: ReportQueueFilterSchema.default('submitted') }),
    response: z.array(ReportQueueItemSchema),
    errors: [400],
    summary: 'The report review queue: reports awaiting review, milestones due within 30 days, or overdue ones, earliest due first',
  }),
  approveGrantReport: route({
    method: 'POST',
    path: '/api/admin/grant-reports/:id/approve',
    tag: 'admin',
    access: 'admin',
    staff: ['programme'],
    params: IdParams,
    response: ReviewResultSchema,
    errors: [400, 404, 409],
    summary: "Approve a submitted report: the milestone's tranche is released once (four-eyes rules by exposure), unless its spend rule withholds it",
  }),
  requestGrantReportChanges: route({
    method: 'POST',
    path: '/api/admin/grant-reports/:id/request-changes',
    staff: ['programme'],
    ...commentedDecision,
    summary: 'Send a submitted report back to the recipient with a comment; the recipient revises and resubmits',
  }),
  rejectGrantReport: route({
    method: 'POST',
    path: '/api/admin/grant-reports/:id/reject',
    staff: ['programme'],
    ...commentedDecision,
    summary: "Reject a submitted report with a comment; the milestone's tranche is withheld",
  }),
  grantReportAttachmentLink: route({
    method: 'GET',
    path: '/api/admin/grant-attachments/:id/link',
    tag: 'admin',
    access: 'admin',
    staff: ['programme'],
    params: IdParams,
    response: DocumentLinkSchema,
    errors: [400, 404],
    summary: `A signed link to any recipient's progress-report file, valid ${REPORT_ATTACHMENT_LINK_TTL_SECONDS} s; asking and opening it are audited`,
  }),
  releaseGrantTranche: route({
    method: 'POST',
    path: '/api/admin/grant-tranches/:id/release',
    tag: 'admin',
    access: 'admin',
    staff: ['programme'],
    params: IdParams,
    response: TrancheViewSchema,
    errors: [400, 404, 409],
    summary: 'Release a due tranche (its date reached, its milestone approved, its spend rule met) in one balanced posting, once',
  }),
} as const;
