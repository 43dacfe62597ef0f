import { z } from 'zod';
import { RegistrationRequestSchema, RegistrationResultSchema } from './registration.js';
import {
  ChangePasswordRequestSchema,
  ForgotPasswordRequestSchema,
  CheckResetTokenRequestSchema,
  CheckResetTokenResultSchema,
  ResetPasswordRequestSchema,
  PasswordChangedEventSchema,
} from './password-reset.js';
import {
  CreateProfileRequestSchema,
  ListProfilesRequestSchema,
  ProfileSchema,
  SetAccountStatusRequestSchema,
  UpdateProfileRequestSchema,
  UserIdRequestSchema,
  AccountStatusChangedEventSchema,
  ProfileCreatedEventSchema,
} from './profile.js';
import {
  DashboardSummarySchema,
  OpenGrantRequestSchema,
  GrantViewSchema,
  AdjustBalanceRequestSchema,
  AdjustBalanceResultSchema,
  ListTransactionsRequestSchema,
  TransactionViewSchema,
  HealDuplicatesResultSchema,
} from './ledger.js';
import { ServiceHealthSchema, ServiceSystemStatsSchema, type ServiceName } from './health.js';
import {
  SubmitKycRequestSchema,
  KycDocumentViewSchema,
  KycOverviewSchema,
  GetKycDocumentRequestSchema,
  FetchKycFileResultSchema,
  KycDecisionRequestSchema,
  KycNotesRequestSchema,
  KycResetRequestSchema,
  KycRequestViewSchema,
  ListKycRequestsSchema,
  KycStatusChangedEventSchema,
  KycBulkRequestSchema,
  KycBulkResultSchema,
  KycHistorySchema,
  KycAnalyticsSchema,
} from './kyc.js';
import {
  ApprovalListSchema,
  ApprovalRequestViewSchema,
  CreateApprovalRequestSchema,
  DecideApprovalRequestSchema,
  ListApprovalsRequestSchema,
  RejectApprovalRequestSchema,
} from './approvals.js';
import { PreferencesSchema, UpdatePreferencesRequestSchema } from './preferences.js';
import {
  CompletePinResetRequestSchema,
  DeletePinRequestSchema,
  PinChangedEventSchema,
  PinResetMailRequestSchema,
  PinResetRequestSchema,
  PinResetRequestedSchema,
  PinStatusSchema,
  SetPinRequestSchema,
  VerifyPinRequestSchema,
} from './pin.js';
import {
  AccountByNumberRequestSchema,
  AccountByNumberResultSchema,
  AdminListMovesRequestSchema,
  CreateProjectPaymentRequestSchema,
  CreateTransferRequestSchema,
  DebitForMoveRequestSchema,
  DebitForMoveResultSchema,
  FindMoveRequestSchema,
  FindMoveResultSchema,
  ListProjectPaymentsRequestSchema,
  ListTransfersRequestSchema,
  MoveSettledResultSchema,
  RefundMoveRequestSchema,
  SetProjectPaymentStatusRequestSchema,
  SetTransferStatusRequestSchema,
  SettleMoveRequestSchema,
  MoveStatusChangedEventSchema,
} from './money-moves.js';
import { CreateTransferResultSchema, TransferViewSchema } from './transfers.js';
import {
  AdminListTicketsRequestSchema,
  CreateTicketRequestSchema,
  ListTicketsRequestSchema,
  TicketDetailSchema,
  TicketReplyRequestSchema,
  TicketRequesterSchema,
  TicketResolveRequestSchema,
  TicketStatusRequestSchema,
  TicketViewSchema,
  TicketRepliedEventSchema,
  TicketStatusChangedEventSchema,
} from './support.js';
import { CreateProjectPaymentResultSchema, ProjectPaymentViewSchema } from './project-payments.js';
import {
  CreateWithdrawalRequestSchema,
  CreateWithdrawalResultSchema,
  QuarterSummarySchema,
  SetWithdrawalStatusRequestSchema,
  WithdrawalViewSchema,
  WithdrawalReceiptRequestSchema,
  WithdrawalReceiptSchema,
  AdminListWithdrawalsRequestSchema,
  WithdrawalStatusChangedEventSchema,
} from './withdrawals.js';
import {
  AccountActivityChangedEventSchema,
  AdminIdentitySchema,
  AccountsOverviewSchema,
  BulkUserStatusRequestSchema,
  BulkUserStatusResultSchema,
  CloseLedgerAccountResultSchema,
  EraseUserRequestSchema,
  GrantConflictsSchema,
  LedgerOverviewSchema,
  PaymentsOverviewSchema,
  PersonNameSchema,
  ProfilePageSchema,
  RecentTransactionSchema,
  SearchProfilesRequestSchema,
  SetUserActiveRequestSchema,
  UserBalancesSchema,
  UserErasedEventSchema,
  UserIdsRequestSchema,
} from './admin-users.js';
import { AdminAuditBatchEventSchema, AdminAuditEventSchema, AdminAuditPageSchema, ListAdminAuditRequestSchema } from './audit.js';
import { RecentTransactionsRequestSchema } from './admin-financial.js';

/** A request-reply message: its NATS subject and the schemas both ends validate. */
export interface RpcContract<Req extends z.ZodType, Res extends z.ZodType> {
  subject: string;
  request: Req;
  response: Res;
}

function rpc<Req extends z.ZodType, Res extends z.ZodType>(subject: string, request: Req, response: Res): RpcContract<Req, Res> {
  return { subject, request, response };
}

const Empty = z.object({}).strict();

export const Rpc = {
  identityRegister: rpc('identity.register', RegistrationRequestSchema, RegistrationResultSchema),
  identityForgotPassword: rpc('identity.password.forgot', ForgotPasswordRequestSchema, z.object({ accepted: z.literal(true) })),
  identityCheckResetToken: rpc('identity.password.check', CheckResetTokenRequestSchema, CheckResetTokenResultSchema),
  identityResetPassword: rpc('identity.password.reset', ResetPasswordRequestSchema, z.object({ reset: z.literal(true) })),
  identityChangePassword: rpc('identity.password.change', ChangePasswordRequestSchema, z.object({ changed: z.literal(true) })),

  identityAdmins: rpc('identity.admins.describe', z.object({ ids: z.array(z.string().uuid()).max(200) }), z.array(AdminIdentitySchema)),

  accountsCreateProfile: rpc('accounts.profile.create', CreateProfileRequestSchema, ProfileSchema),
  accountsGetProfile: rpc('accounts.profile.get', UserIdRequestSchema, ProfileSchema),
  accountsListProfiles: rpc('accounts.profile.list', ListProfilesRequestSchema, z.array(ProfileSchema)),
  accountsSetStatus: rpc('accounts.status.set', SetAccountStatusRequestSchema, ProfileSchema),
  accountsUpdateProfile: rpc('accounts.profile.update', UpdateProfileRequestSchema, ProfileSchema),
  accountsDeleteProfile: rpc('accounts.profile.delete', UserIdRequestSchema, z.object({ deleted: z.boolean() })),
  accountsGetPreferences: rpc('accounts.preferences.get', UserIdRequestSchema, PreferencesSchema),
  accountsSetPreferences: rpc('accounts.preferences.set', UpdatePreferencesRequestSchema, PreferencesSchema),
  /** The ledger has a PIN reset link mailed (accounts-kyc knows the address and language); only the ledger may send it. */
  accountsPinResetMail: rpc('accounts.notifications.pin-reset-link', PinResetMailRequestSchema, z.object({ queued: z.literal(true) })),

  kycOverview: rpc('accounts.kyc.overview', UserIdRequestSchema, KycOverviewSchema),
  kycSubmit: rpc('accounts.kyc.submit', SubmitKycRequestSchema, KycDocumentViewSchema),
  kycGetDocument: rpc('accounts.kyc.document.get', GetKycDocumentRequestSchema, KycDocumentViewSchema),
  kycFetchFile: rpc('accounts.kyc.document.fetch', GetKycDocumentRequestSchema, FetchKycFileResultSchema),
  kycDecide: rpc('accounts.kyc.decide', KycDecisionRequestSchema, KycDocumentViewSchema),
  kycSaveNotes: rpc('accounts.kyc.notes', KycNotesRequestSchema, KycDocumentViewSchema),
  kycReset: rpc('accounts.kyc.reset', KycResetRequestSchema, KycOverviewSchema),
  kycListRequests: rpc('accounts.kyc.list', ListKycRequestsSchema, z.array(KycRequestViewSchema)),
  kycBulk: rpc('accounts.kyc.bulk', KycBulkRequestSchema, KycBulkResultSchema),
  kycHistory: rpc('accounts.kyc.history', UserIdRequestSchema, KycHistorySchema),
  kycAnalytics: rpc('accounts.kyc.analytics', Empty, KycAnalyticsSchema),

  ledgerDashboard: rpc('ledger.dashboard.get', UserIdRequestSchema, DashboardSummarySchema),
  ledgerOpenGrant: rpc('ledger.grant.open', OpenGrantRequestSchema, GrantViewSchema),
  ledgerAdjustBalance: rpc('ledger.balance.adjust', AdjustBalanceRequestSchema, AdjustBalanceResultSchema),
  approvalsCreate: rpc('ledger.approvals.create', CreateApprovalRequestSchema, ApprovalRequestViewSchema),
  approvalsList: rpc('ledger.approvals.list', ListApprovalsRequestSchema, ApprovalListSchema),
  approvalsApprove: rpc('ledger.approvals.approve', DecideApprovalRequestSchema, ApprovalRequestViewSchema),
  approvalsReject: rpc('ledger.approvals.reject', RejectApprovalRequestSchema, ApprovalRequestViewSchema),
  pinStatus: rpc('ledger.pin.status', UserIdRequestSchema, PinStatusSchema),
  pinSet: rpc('ledger.pin.set', SetPinRequestSchema, PinStatusSchema),
  pinDelete: rpc('ledger.pin.delete', DeletePinRequestSchema, PinStatusSchema),
  pinVerify: rpc('ledger.pin.verify', VerifyPinRequestSchema, z.object({ verified: z.literal(true) })),
  pinResetRequest: rpc('ledger.pin.reset-request', PinResetRequestSchema, PinResetRequestedSchema),
  pinResetComplete: rpc('ledger.pin.reset-complete', CompletePinResetRequestSchema, PinStatusSchema),
  withdrawalsCreate: rpc('ledger.withdrawals.create', CreateWithdrawalRequestSchema, CreateWithdrawalResultSchema),
  withdrawalsList: rpc('ledger.withdrawals.list', UserIdRequestSchema, z.array(WithdrawalViewSchema)),
  withdrawalsLimits: rpc('ledger.withdrawals.limits', UserIdRequestSchema, QuarterSummarySchema.nullable()),
  withdrawalsAdminList: rpc('ledger.withdrawals.admin-list', AdminListWithdrawalsRequestSchema, z.array(WithdrawalViewSchema)),
  ledgerHealDuplicates: rpc('ledger.heal-duplicates', z.object({ actorId: z.string().uuid().optional() }), HealDuplicatesResultSchema),
  withdrawalsReceipt: rpc('ledger.withdrawals.receipt', WithdrawalReceiptRequestSchema, WithdrawalReceiptSchema),
  withdrawalsSetStatus: rpc('ledger.withdrawals.status', SetWithdrawalStatusRequestSchema, WithdrawalViewSchema),
  ledgerTransactions: rpc('ledger.transactions.list', ListTransactionsRequestSchema, z.array(TransactionViewSchema)),
  ledgerMoveDebit: rpc('ledger.moves.debit', DebitForMoveRequestSchema, DebitForMoveResultSchema),
  ledgerMoveSettle: rpc('ledger.moves.settle', SettleMoveRequestSchema, MoveSettledResultSchema),
  ledgerMoveRefund: rpc('ledger.moves.refund', RefundMoveRequestSchema, MoveSettledResultSchema),
  ledgerMoveFind: rpc('ledger.moves.find', FindMoveRequestSchema, FindMoveResultSchema),

  accountsSearchProfiles: rpc('accounts.profile.search', SearchProfilesRequestSchema, ProfilePageSchema),
  accountsNames: rpc('accounts.profile.names', UserIdsRequestSchema, z.array(PersonNameSchema)),
  accountsSetActive: rpc('accounts.active.set', SetUserActiveRequestSchema, ProfileSchema),
  accountsBulkStatus: rpc('accounts.status.set-many', BulkUserStatusRequestSchema, BulkUserStatusResultSchema),
  accountsGrantConflicts: rpc('accounts.grant-conflicts', Empty, GrantConflictsSchema),
  accountsErase: rpc('accounts.profile.erase', EraseUserRequestSchema, z.object({ erased: z.literal(true) })),
  accountsOverview: rpc('accounts.stats.overview', Empty, AccountsOverviewSchema),
  ledgerBalances: rpc('ledger.balances', UserIdsRequestSchema, UserBalancesSchema),
  ledgerCloseAccount: rpc('ledger.account.close', EraseUserRequestSchema, CloseLedgerAccountResultSchema),
  ledgerOverview: rpc('ledger.stats.overview', Empty, LedgerOverviewSchema),
  ledgerRecentTransactions: rpc('ledger.transactions.recent', RecentTransactionsRequestSchema, z.array(RecentTransactionSchema)),
  paymentsOverview: rpc('payments.stats.overview', Empty, PaymentsOverviewSchema),
  auditList: rpc('accounts.audit.list', ListAdminAuditRequestSchema, AdminAuditPageSchema),

  accountsByAccountNumber: rpc('accounts.profile.by-account-number', AccountByNumberRequestSchema, AccountByNumberResultSchema),

  transfersCreate: rpc('payments.transfers.create', CreateTransferRequestSchema, CreateTransferResultSchema),
  transfersList: rpc('payments.transfers.list', ListTransfersRequestSchema, z.array(TransferViewSchema)),
  transfersAdminList: rpc('payments.transfers.admin-list', AdminListMovesRequestSchema, z.array(TransferViewSchema)),
  transfersSetStatus: rpc('payments.transfers.status', SetTransferStatusRequestSchema, TransferViewSchema),
  projectPaymentsCreate: rpc('payments.project-payments.create', CreateProjectPaymentRequestSchema, CreateProjectPaymentResultSchema),
  projectPaymentsList: rpc('payments.project-payments.list', ListProjectPaymentsRequestSchema, z.array(ProjectPaymentViewSchema)),
  projectPaymentsAdminList: rpc('payments.project-payments.admin-list', AdminListMovesRequestSchema, z.array(ProjectPaymentViewSchema)),
  projectPaymentsSetStatus: rpc('payments.project-payments.status', SetProjectPaymentStatusRequestSchema, ProjectPaymentViewSchema),

  ticketsCreate: rpc('support.tickets.create', CreateTicketRequestSchema, TicketViewSchema),
  ticketsList: rpc('support.tickets.list', ListTicketsRequestSchema, z.array(TicketViewSchema)),
  ticketsAdminList: rpc('support.tickets.admin-list', AdminListTicketsRequestSchema, z.array(TicketViewSchema)),
  ticketsGet: rpc('support.tickets.get', TicketRequesterSchema, TicketDetailSchema),
  ticketsReply: rpc('support.tickets.reply', TicketReplyRequestSchema, TicketDetailSchema),
  ticketsResolve: rpc('support.tickets.resolve', TicketResolveRequestSchema, TicketDetailSchema),
  ticketsSetStatus: rpc('support.tickets.status', TicketStatusRequestSchema, TicketDetailSchema),
} as const;

/** Every service answers `<name>.health` with its own state and its database's. */
export function healthSubject(service: ServiceName): string {
  return `${service}.health`;
}
export const HealthRpc = { request: Empty, response: ServiceHealthSchema };

/** Every service answers `<name>.system-stats` with its BullMQ queue depths and outbox lag (admin System page). */
export function systemStatsSubject(service: ServiceName): string {
  return `${service}.system-stats`;
}
export const SystemStatsRpc = { request: Empty, response: ServiceSystemStatsSchema };

/** Integration events: published through a service's outbox to the JetStream stream below. */
export const EVENTS_STREAM = 'PORTAL_EVENTS';
export const EVENTS_SUBJECT_PREFIX = 'events.';

export interface EventContract<S extends z.ZodType> {
  subject: string;
  schema: S;
}
function event<S extends z.ZodType>(subject: string, schema: S): EventContract<S> {
  return { subject: EVENTS_SUBJECT_PREFIX + subject, schema };
}

export const Events = {
  profileCreated: event('accounts.profile-created', ProfileCreatedEventSchema),
  accountStatusChanged: event('accounts.status-changed', AccountStatusChangedEventSchema),
  kycSubmitted: event('accounts.kyc-submitted', KycDocumentViewSchema),
  kycStatusChanged: event('accounts.kyc-status-changed', KycStatusChangedEventSchema),
  transferStatusChanged: event('payments.transfer-status-changed', MoveStatusChangedEventSchema),
  projectPaymentStatusChanged: event('payments.project-payment-status-changed', MoveStatusChangedEventSchema),
  withdrawalStatusChanged: event('ledger.withdrawal-status-changed', WithdrawalStatusChangedEventSchema),
  /** A PIN was set, changed, reset or deleted (the user is mailed a security notice). */
  pinChanged: event('ledger.pin-changed', PinChangedEventSchema),
  /** A password was changed or reset (the user is mailed a security notice). */
  passwordChanged: event('identity.password-changed', PasswordChangedEventSchema),
  ticketReplied: event('support.ticket-replied', TicketRepliedEventSchema),
  ticketStatusChanged: event('support.ticket-status-changed', TicketStatusChangedEventSchema),
  accountActivityChanged: event('accounts.activity-changed', AccountActivityChangedEventSchema),
  /** A recipient was deleted: every service erases what it holds about them (see admin-users.ts). */
  userErased: event('accounts.user-erased', UserErasedEventSchema),
  /**
   * An admin action, written by the service where it happened; accounts-kyc keeps the audit log (see audit.ts).
   * Each service publishes it on its own subject (`adminActionSubject`): this one, with a wildcard, is what the
   * audit consumer listens to.
   */
  adminAction: event('audit.*.admin-action', AdminAuditEventSchema),
  /** Several admin actions of one transaction (`adminActionBatchSubject`), consumed into the same log. */
  adminActionBatch: event('audit.*.admin-actions', AdminAuditBatchEventSchema),
} as const;

/** A message handler's validated input and its answer, by the contract's name in `Rpc`. */
export type RpcName = keyof typeof Rpc;
export type RpcIn<K extends RpcName> = z.output<(typeof Rpc)[K]['request']>;
export type RpcOut<K extends RpcName> = z.output<(typeof Rpc)[K]['response']>;
