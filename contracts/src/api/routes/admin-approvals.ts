import { z } from 'zod';
import {
  ApprovalListSchema,
  ApprovalRequestViewSchema,
  ApprovalStatusSchema,
  CreateApprovalBodySchema,
  RejectApprovalBodySchema,
} from '../../schemas/approvals.js';
import { route } from '../route.js';
import { IdParams } from './params.js';

/** Part of Api.admin: four-eyes approval requests. */
export const AdminApprovalsRoutes = {
  approvals: route({
    method: 'GET',
    path: '/api/admin/approvals',
    tag: 'admin',
    access: 'admin',
    staff: ['programme', 'finance'],
    query: z.object({ status: ApprovalStatusSchema.optional() }),
    response: ApprovalListSchema,
    errors: [400],
    summary: 'Four-eyes requests (grant awards and fund adjustments above the threshold), newest first, with the threshold',
  }),
  createApproval: route({
    method: 'POST',
    path: '/api/admin/approvals',
    tag: 'admin',
    access: 'admin',
    staff: ['programme', 'finance'],
    status: 201,
    body: CreateApprovalBodySchema,
    response: ApprovalRequestViewSchema,
    errors: [400, 404, 409],
    summary: "Ask a second admin to approve a grant award or fund adjustment; nothing moves until then (idempotent by the maker's key)",
  }),
  approveApproval: route({
    method: 'POST',
    path: '/api/admin/approvals/:id/approve',
    tag: 'admin',
    access: 'admin',
    staff: ['programme'],
    params: IdParams,
    response: ApprovalRequestViewSchema,
    errors: [400, 403, 404, 409],
    summary: "Approve another admin's request: the money moves exactly once, now; the maker cannot approve their own",
  }),
  rejectApproval: route({
    method: 'POST',
    path: '/api/admin/approvals/:id/reject',
    tag: 'admin',
    access: 'admin',
    staff: ['programme'],
    params: IdParams,
    body: RejectApprovalBodySchema,
    response: ApprovalRequestViewSchema,
    errors: [400, 404, 409],
    summary: 'Reject a request with a reason (the maker may withdraw their own); nothing moves',
  }),
} as const;
