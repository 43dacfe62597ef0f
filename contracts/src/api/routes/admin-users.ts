import { z } from 'zod';
import { AccountStatusSchema } from '../../schemas/account-status.js';
import {
  AdminOverviewSchema,
  AdminUserPageSchema,
  AdminUsersQuerySchema,
  BulkUserStatusBodySchema,
  BulkUserStatusResultSchema,
  DeleteUserResultSchema,
  GrantConflictsSchema,
  SetUserActiveBodySchema,
} from '../../schemas/admin-users.js';
import { AdminAuditPageSchema, AdminAuditQuerySchema } from '../../schemas/audit.js';
import { ProfileSchema, SetAccountStatusBodySchema } from '../../schemas/profile.js';
import { route } from '../route.js';
import { IdParams } from './params.js';

/** The admin back office's Overview, Users, Account Approvals, Grant Conflicts and audit log. */
export const AdminUsersRoutes = {
  overview: route({
    method: 'GET',
    path: '/api/admin/overview',
    tag: 'admin',
    access: 'admin',
    staff: ['programme', 'finance'],
    response: AdminOverviewSchema,
    summary: 'The Overview cards and the newest transactions (one aggregate query per service)',
  }),
  directory: route({
    method: 'GET',
    path: '/api/admin/users/directory',
    tag: 'admin',
    access: 'admin',
    staff: ['programme', 'finance'],
    query: AdminUsersQuerySchema,
    response: AdminUserPageSchema,
    errors: [400],
    summary: 'One page of recipients by filter (approved includes active) and search (name, e-mail or grant number), with balances from the ledger',
  }),
  setActive: route({
    method: 'POST',
    path: '/api/admin/users/:id/active',
    tag: 'admin',
    access: 'admin',
    staff: ['programme'],
    status: 201,
    params: IdParams,
    body: SetUserActiveBodySchema,
    response: ProfileSchema,
    errors: [400, 404],
    summary: 'Activate or deactivate an account (a deactivated recipient is signed out and refused)',
  }),
  bulkStatus: route({
    method: 'POST',
    path: '/api/admin/users/bulk-status',
    tag: 'admin',
    access: 'admin',
    staff: ['programme'],
    status: 201,
    body: BulkUserStatusBodySchema,
    response: BulkUserStatusResultSchema,
    errors: [400],
    summary: 'Set the status of the selected accounts (Approve All)',
  }),
  deleteUser: route({
    method: 'DELETE',
    path: '/api/admin/users/:id',
    tag: 'admin',
    access: 'admin',
    params: IdParams,
    response: DeleteUserResultSchema,
    errors: [400, 404, 409],
    summary: 'Delete a recipient: refused while the balance is not zero; erases the login and personal data, the ledger keeps anonymised entries',
  }),
  grantConflicts: route({
    method: 'GET',
    path: '/api/admin/grant-conflicts',
    tag: 'admin',
    access: 'admin',
    staff: ['programme'],
    response: GrantConflictsSchema,
    summary: 'Accounts grouped by a grant number they share',
  }),
  audit: route({
    method: 'GET',
    path: '/api/admin/audit',
    tag: 'admin',
    access: 'admin',
    query: AdminAuditQuerySchema,
    response: AdminAuditPageSchema,
    errors: [400],
    summary: 'The admin audit log, newest first, searchable (append-only)',
  }),
  auditCsv: route({
    method: 'GET',
    path: '/api/admin/audit/export.csv',
    tag: 'admin',
    access: 'admin',
    query: AdminAuditQuerySchema.omit({ page: true, pageSize: true }),
    response: { raw: 'text/csv' },
    errors: [400],
    summary: 'The audit log as CSV (the same search; up to 10,000 rows)',
  }),
} as const;

/** Part of Api.admin: recipients by account status and the approval of an account. */
export const AdminUserStatusRoutes = {
  users: route({
    method: 'GET',
    path: '/api/admin/users',
    tag: 'admin',
    access: 'admin',
    staff: ['programme'],
    query: z.object({ status: AccountStatusSchema.optional() }),
    response: z.array(ProfileSchema),
    errors: [400],
    summary: 'Recipients, newest first, optionally by account status',
  }),
  setUserStatus: route({
    method: 'POST',
    path: '/api/admin/users/:id/status',
    tag: 'admin',
    access: 'admin',
    staff: ['programme'],
    status: 201,
    params: IdParams,
    body: SetAccountStatusBodySchema,
    response: ProfileSchema,
    errors: [400, 404],
    summary: "Approve, reject or reset a recipient's account",
  }),
} as const;
