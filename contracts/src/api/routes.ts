import { z } from 'zod';
import { AccountStatusSchema, KycStatusSchema } from '../account-status.js';
import { HealthReportSchema } from '../health.js';
import { KycDecisionBodySchema, KycDocumentViewSchema, KycNotesBodySchema, KycOverviewSchema, KycRequestViewSchema, KycRequiredMessages } from '../kyc.js';
import { AdjustBalanceResultSchema, AdjustFundsBodySchema, DashboardSummarySchema, HealDuplicatesResultSchema, ListTransactionsQuerySchema, TransactionViewSchema } from '../ledger.js';
import { ChangePasswordBodySchema, CheckResetTokenRequestSchema, CheckResetTokenResultSchema, ForgotPasswordRequestSchema, ResetPasswordRequestSchema } from '../password-reset.js';
import { PinStatusSchema, SetPinBodySchema } from '../pin.js';
import { MeSchema, ProfileSchema, SetAccountStatusBodySchema, UpdateProfileBodySchema } from '../profile.js';
import { RegistrationRequestSchema, RegistrationResultSchema } from '../registration.js';
import {
  CreateWithdrawalBodySchema, CreateWithdrawalResultSchema, QuarterSummarySchema, SetWithdrawalStatusBodySchema, WithdrawalReceiptSchema,
  WithdrawalStatusSchema, WithdrawalViewSchema,
} from '../withdrawals.js';
import { AdminListMovesRequestSchema } from '../money-moves.js';
import { CreateProjectPaymentBodySchema, CreateProjectPaymentResultSchema, ListProjectPaymentsQuerySchema, ProjectPaymentViewSchema, SetProjectPaymentStatusBodySchema } from '../project-payments.js';
import { CreateTransferBodySchema, CreateTransferResultSchema, ListTransfersQuerySchema, SetTransferStatusBodySchema, TransferViewSchema } from '../transfers.js';
import {
  AdminListTicketsRequestSchema, CreateTicketBodySchema, TicketDetailSchema, TicketReplyBodySchema, TicketResolveBodySchema, TicketStatusBodySchema, TicketViewSchema,
} from '../support.js';
import { route, type RouteDeclaration } from './route.js';

const uuid = z.string().uuid('Invalid id: a UUID is expected');
const IdParams = z.object({ id: uuid });
const UserIdParams = z.object({ userId: uuid });

export const ClientConfigSchema = z.object({
  keycloak: z.object({ url: z.string(), realm: z.string(), clientId: z.string() }),
  session: z.object({ statusRecheckMs: z.number().int() }),
});
export type ClientConfig = z.infer<typeof ClientConfigSchema>;

export const DocumentLinkSchema = z.object({ url: z.string(), expiresAt: z.string() });
export type DocumentLink = z.infer<typeof DocumentLinkSchema>;

/**
 * Every HTTP route of the portal, declared once: the gateway serves and guards them from here,
 * `/api/docs` documents them, and the frontends and tests call them through the typed client.
 */
export const Api = {
  platform: {
    health: route({
      method: 'GET', path: '/api/health', tag: 'platform', access: 'public', response: HealthReportSchema, errors: [503],
      summary: 'State of the five services and of PostgreSQL, Redis, NATS and Keycloak; 503 when any is down',
    }),
    config: route({ method: 'GET', path: '/api/config', tag: 'platform', access: 'public', response: ClientConfigSchema, summary: 'What the browser needs to start signing in' }),
  },
  auth: {
    register: route({
      method: 'POST', path: '/api/auth/register', tag: 'public', access: 'public', status: 201, body: RegistrationRequestSchema, response: RegistrationResultSchema,
      errors: [400, 409], summary: 'Register a grant recipient (account starts pending approval)',
    }),
    forgotPassword: route({
      method: 'POST', path: '/api/auth/forgot-password', tag: 'public', access: 'public', body: ForgotPasswordRequestSchema,
      response: z.object({ accepted: z.literal(true) }), errors: [400, 429], summary: 'E-mail a one-time reset link (24 h); answers the same for unknown addresses',
    }),
    checkResetToken: route({
      method: 'POST', path: '/api/auth/reset-password/check', tag: 'public', access: 'public', body: CheckResetTokenRequestSchema,
      response: CheckResetTokenResultSchema, errors: [400], summary: 'Whether a reset link is still valid (unused and not expired)',
    }),
    resetPassword: route({
      method: 'POST', path: '/api/auth/reset-password', tag: 'public', access: 'public', body: ResetPasswordRequestSchema,
      response: z.object({ reset: z.literal(true) }), errors: [400, 410], summary: 'Set a new password with a reset link; the link works once',
    }),
  },
  me: {
    get: route({
      method: 'GET', path: '/api/me', tag: 'recipient', access: 'signedIn', response: MeSchema,
      summary: "The caller's profile and roles (recipients whose account is not approved get ACCOUNT_STATUS_BLOCKED)",
    }),
    updateProfile: route({
      method: 'PUT', path: '/api/me/profile', tag: 'recipient', access: 'recipient', body: UpdateProfileBodySchema, response: ProfileSchema, errors: [400],
      summary: 'Save the contact details (mobile, address, city, state, ZIP code, country); every change is audited',
    }),
    changePassword: route({
      method: 'POST', path: '/api/me/password', tag: 'recipient', access: 'signedIn', body: ChangePasswordBodySchema, response: z.object({ changed: z.literal(true) }),
      errors: [400], summary: "Change the password: the current one is checked by Keycloak (failures count toward its lock-out), the realm's policy applies, every other session ends",
    }),
    dashboard: route({ method: 'GET', path: '/api/dashboard', tag: 'recipient', access: 'recipient', response: DashboardSummarySchema, summary: "The recipient's dashboard figures from the ledger" }),
    transactions: route({
      method: 'GET', path: '/api/transactions', tag: 'recipient', access: 'recipient', kycRequired: KycRequiredMessages.transactions,
      query: ListTransactionsQuerySchema, response: z.array(TransactionViewSchema), errors: [400], summary: "The recipient's transactions, newest first (needs an approved KYC)",
    }),
    transactionsCsv: route({
      method: 'GET', path: '/api/transactions/export.csv', tag: 'recipient', access: 'recipient', kycRequired: KycRequiredMessages.transactions,
      query: ListTransactionsQuerySchema, response: { raw: 'text/csv' }, errors: [400],
      summary: 'The filtered transactions as CSV (same filters as GET /api/transactions, up to 500 rows)',
    }),
  },
  kyc: {
    overview: route({ method: 'GET', path: '/api/kyc', tag: 'kyc', access: 'recipient', response: KycOverviewSchema, summary: "The recipient's KYC status, grant number and latest submission" }),
    submit: route({
      method: 'POST', path: '/api/kyc/documents', tag: 'kyc', access: 'recipient', status: 201, body: { raw: 'multipart/form-data' }, response: KycDocumentViewSchema,
      errors: [400, 409, 413, 415], summary: 'Submit the AML certificate (multipart field `file`: jpg, jpeg, png, pdf, doc, docx; 10 MB at most; type checked by content)',
    }),
    documentLink: route({
      method: 'GET', path: '/api/kyc/documents/:id/link', tag: 'kyc', access: 'signedIn', params: IdParams, response: DocumentLinkSchema, errors: [400, 403, 404],
      summary: 'A signed link to a KYC document, valid 3600 s; only for its owner and admins',
    }),
    file: route({
      method: 'GET', path: '/api/kyc/files/:token', tag: 'kyc', access: 'public', params: z.object({ token: z.string().min(1).max(2000) }),
      response: { raw: 'application/octet-stream' }, errors: [403, 404, 410], summary: 'Opens a signed document link',
    }),
  },
  pin: {
    status: route({ method: 'GET', path: '/api/pin', tag: 'settings', access: 'recipient', response: PinStatusSchema, summary: 'Whether a transaction PIN is set and whether it is locked' }),
    set: route({
      method: 'PUT', path: '/api/pin', tag: 'settings', access: 'recipient', body: SetPinBodySchema, response: PinStatusSchema, errors: [400],
      summary: 'Set or replace the 6-digit transaction PIN (hashed on the server)',
    }),
    remove: route({ method: 'DELETE', path: '/api/pin', tag: 'settings', access: 'recipient', response: PinStatusSchema, summary: 'Delete the transaction PIN' }),
  },
  withdrawals: {
    limits: route({
      method: 'GET', path: '/api/withdrawals/limits', tag: 'withdrawals', access: 'recipient', kycRequired: KycRequiredMessages.withdrawals,
      response: QuarterSummarySchema.nullable(), summary: "Balance and the current quarter's limit, usage, remaining, period and days left (null without a grant)",
    }),
    list: route({
      method: 'GET', path: '/api/withdrawals', tag: 'withdrawals', access: 'recipient', kycRequired: KycRequiredMessages.withdrawals,
      response: z.array(WithdrawalViewSchema), summary: "The recipient's withdrawals, newest first",
    }),
    receipt: route({
      method: 'GET', path: '/api/withdrawals/:id/receipt', tag: 'withdrawals', access: 'recipient', kycRequired: KycRequiredMessages.withdrawals,
      params: IdParams, response: WithdrawalReceiptSchema, errors: [400, 404, 409], summary: 'The stored receipt of a processing or completed withdrawal (HTML)',
    }),
    create: route({
      method: 'POST', path: '/api/withdrawals', tag: 'withdrawals', access: 'recipient', kycRequired: KycRequiredMessages.withdrawals, status: 201,
      body: CreateWithdrawalBodySchema, response: CreateWithdrawalResultSchema, errors: [400, 409, 423],
      summary: 'Create a withdrawal (PIN-confirmed, idempotent by idempotencyKey)',
    }),
  },
  transfers: {
    list: route({
      method: 'GET', path: '/api/transfers', tag: 'transfers', access: 'recipient', kycRequired: KycRequiredMessages.transfers, query: ListTransfersQuerySchema,
      response: z.array(TransferViewSchema), errors: [400], summary: "The recipient's transfers, newest first; search by transaction number (substring) and exact date",
    }),
    create: route({
      method: 'POST', path: '/api/transfers', tag: 'transfers', access: 'recipient', kycRequired: KycRequiredMessages.transfers, status: 201,
      body: CreateTransferBodySchema, response: CreateTransferResultSchema, errors: [400, 404, 409, 423],
      summary: 'Send money (PIN-confirmed, 1% charge, idempotent by idempotencyKey): within UNSEAF completes at once, other banks and wires go pending',
    }),
  },
  projectPayments: {
    list: route({
      method: 'GET', path: '/api/project-payments', tag: 'project-payments', access: 'recipient', kycRequired: KycRequiredMessages.projectPayments,
      query: ListProjectPaymentsQuerySchema, response: z.array(ProjectPaymentViewSchema), errors: [400],
      summary: "The recipient's project payments, newest first; search by transaction number (substring) and exact date",
    }),
    create: route({
      method: 'POST', path: '/api/project-payments', tag: 'project-payments', access: 'recipient', kycRequired: KycRequiredMessages.projectPayments, status: 201,
      body: CreateProjectPaymentBodySchema, response: CreateProjectPaymentResultSchema, errors: [400, 409, 423],
      summary: 'Create a project payment (PIN-confirmed, 1.5% fee, idempotent by idempotencyKey); it waits pending for an admin',
    }),
  },
  support: {
    tickets: route({ method: 'GET', path: '/api/support/tickets', tag: 'support', access: 'recipient', response: z.array(TicketViewSchema), summary: "The recipient's tickets, newest first" }),
    create: route({
      method: 'POST', path: '/api/support/tickets', tag: 'support', access: 'recipient', status: 201, body: CreateTicketBodySchema, response: TicketViewSchema, errors: [400],
      summary: 'Open a ticket (subject, message, category; status open, priority medium)',
    }),
    ticket: route({
      method: 'GET', path: '/api/support/tickets/:id', tag: 'support', access: 'recipient', params: IdParams, response: TicketDetailSchema, errors: [400, 404],
      summary: 'One of the recipient’s tickets with its conversation',
    }),
    reply: route({
      method: 'POST', path: '/api/support/tickets/:id/reply', tag: 'support', access: 'recipient', params: IdParams, body: TicketReplyBodySchema,
      response: TicketDetailSchema, errors: [400, 404, 409], summary: 'Reply to one of the recipient’s open or in-progress tickets',
    }),
  },
  admin: {
    users: route({
      method: 'GET', path: '/api/admin/users', tag: 'admin', access: 'admin', query: z.object({ status: AccountStatusSchema.optional() }),
      response: z.array(ProfileSchema), errors: [400], summary: 'Recipients, newest first, optionally by account status',
    }),
    setUserStatus: route({
      method: 'POST', path: '/api/admin/users/:id/status', tag: 'admin', access: 'admin', status: 201, params: IdParams, body: SetAccountStatusBodySchema,
      response: ProfileSchema, errors: [400, 404], summary: "Approve, reject or reset a recipient's account",
    }),
    adjustFunds: route({
      method: 'POST', path: '/api/admin/users/:id/funds', tag: 'admin', access: 'admin', status: 201, params: IdParams, body: AdjustFundsBodySchema,
      response: AdjustBalanceResultSchema, errors: [400, 404, 409], summary: 'Add or deduct funds (ADMIN_ADD / ADMIN_DEDUCT); a deduction below zero is refused',
    }),
    fixDuplicates: route({
      method: 'POST', path: '/api/admin/ledger/fix-duplicates', tag: 'admin', access: 'admin', response: HealDuplicatesResultSchema,
      summary: 'Find and renumber duplicate transaction numbers; reports what was fixed',
    }),
    withdrawals: route({
      method: 'GET', path: '/api/admin/withdrawals', tag: 'admin', access: 'admin', query: z.object({ status: WithdrawalStatusSchema.optional() }),
      response: z.array(WithdrawalViewSchema), errors: [400], summary: 'All withdrawals, newest first, optionally by status',
    }),
    setWithdrawalStatus: route({
      method: 'POST', path: '/api/admin/withdrawals/:id/status', tag: 'admin', access: 'admin', status: 201, params: IdParams, body: SetWithdrawalStatusBodySchema,
      response: WithdrawalViewSchema, errors: [400, 404, 409],
      summary: 'Move a withdrawal to processing, completed (stamped) or failed (amount returned to the balance)',
    }),
    transfers: route({
      method: 'GET', path: '/api/admin/transfers', tag: 'admin', access: 'admin', query: AdminListMovesRequestSchema.pick({ status: true }),
      response: z.array(TransferViewSchema), errors: [400], summary: 'All transfers, newest first, optionally by status',
    }),
    setTransferStatus: route({
      method: 'POST', path: '/api/admin/transfers/:id/status', tag: 'admin', access: 'admin', status: 201, params: IdParams, body: SetTransferStatusBodySchema,
      response: TransferViewSchema, errors: [400, 404, 409],
      summary: 'Move a transfer to another bank or by wire to processing, completed (paid out) or failed (amount and charge returned)',
    }),
    projectPayments: route({
      method: 'GET', path: '/api/admin/project-payments', tag: 'admin', access: 'admin', query: AdminListMovesRequestSchema.pick({ status: true }),
      response: z.array(ProjectPaymentViewSchema), errors: [400], summary: 'All project payments, newest first, optionally by status',
    }),
    setProjectPaymentStatus: route({
      method: 'POST', path: '/api/admin/project-payments/:id/status', tag: 'admin', access: 'admin', status: 201, params: IdParams, body: SetProjectPaymentStatusBodySchema,
      response: ProjectPaymentViewSchema, errors: [400, 404, 409],
      summary: "Move a project payment to processing, completed ('Payment processed and disbursed') or failed (total returned)",
    }),
    tickets: route({
      method: 'GET', path: '/api/admin/support/tickets', tag: 'admin', access: 'admin', query: AdminListTicketsRequestSchema.pick({ status: true, category: true }),
      response: z.array(TicketViewSchema), errors: [400], summary: 'All tickets, newest first, by status and category',
    }),
    ticket: route({
      method: 'GET', path: '/api/admin/support/tickets/:id', tag: 'admin', access: 'admin', params: IdParams, response: TicketDetailSchema, errors: [400, 404],
      summary: 'A ticket with its conversation',
    }),
    replyToTicket: route({
      method: 'POST', path: '/api/admin/support/tickets/:id/reply', tag: 'admin', access: 'admin', params: IdParams, body: TicketReplyBodySchema,
      response: TicketDetailSchema, errors: [400, 404, 409], summary: 'Reply as an admin (an open ticket moves to in progress)',
    }),
    resolveTicket: route({
      method: 'POST', path: '/api/admin/support/tickets/:id/resolve', tag: 'admin', access: 'admin', params: IdParams, body: TicketResolveBodySchema,
      response: TicketDetailSchema, errors: [400, 404, 409], summary: "Resolve with notes (default 'Ticket resolved by admin')",
    }),
    setTicketStatus: route({
      method: 'PUT', path: '/api/admin/support/tickets/:id/status', tag: 'admin', access: 'admin', params: IdParams, body: TicketStatusBodySchema,
      response: TicketDetailSchema, errors: [400, 404, 409], summary: 'Set in progress, resolved or closed (irreversible), with notes',
    }),
    kycRequests: route({
      method: 'GET', path: '/api/admin/kyc', tag: 'admin', access: 'admin', query: z.object({ status: KycStatusSchema.optional() }),
      response: z.array(KycRequestViewSchema), errors: [400], summary: 'KYC requests with their latest document, newest first',
    }),
    kycDecide: route({
      method: 'POST', path: '/api/admin/kyc/:userId/decision', tag: 'admin', access: 'admin', status: 201, params: UserIdParams, body: KycDecisionBodySchema,
      response: KycDocumentViewSchema, errors: [400, 404, 409], summary: 'Approve or reject the pending submission, with optional notes',
    }),
    kycNotes: route({
      method: 'POST', path: '/api/admin/kyc/documents/:id/notes', tag: 'admin', access: 'admin', status: 201, params: IdParams, body: KycNotesBodySchema,
      response: KycDocumentViewSchema, errors: [400, 404], summary: 'Save reviewer notes without changing the status',
    }),
    kycReset: route({
      method: 'POST', path: '/api/admin/kyc/:userId/reset', tag: 'admin', access: 'admin', status: 201, params: UserIdParams,
      response: KycOverviewSchema, errors: [400, 404, 409], summary: 'Put an approved or rejected KYC back to pending review',
    }),
  },
} as const;

/** Every route as a flat list, e.g. for the OpenAPI document and the authorization matrix. */
export function allRoutes(): { name: string; declaration: RouteDeclaration }[] {
  return Object.entries(Api).flatMap(([group, routes]) =>
    Object.entries(routes as Record<string, RouteDeclaration>).map(([name, declaration]) => ({ name: `${group}.${name}`, declaration })));
}
