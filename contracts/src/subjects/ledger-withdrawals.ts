import { z } from 'zod';
import { RecentTransactionsRequestSchema } from '../schemas/admin-financial.js';
import {
  CloseLedgerAccountResultSchema,
  EraseUserRequestSchema,
  LedgerOverviewSchema,
  RecentTransactionSchema,
  UserBalancesSchema,
  UserIdsRequestSchema,
} from '../schemas/admin-users.js';
import {
  ApprovalListSchema,
  ApprovalRequestViewSchema,
  CreateApprovalRequestSchema,
  DecideApprovalRequestSchema,
  ListApprovalsRequestSchema,
  RejectApprovalRequestSchema,
} from '../schemas/approvals.js';
import {
  AdjustBalanceRequestSchema,
  AdjustBalanceResultSchema,
  DashboardSummarySchema,
  GrantViewSchema,
  HealDuplicatesResultSchema,
  ListTransactionsRequestSchema,
  OpenGrantRequestSchema,
  TransactionPageSchema,
} from '../schemas/ledger.js';
import {
  DebitForMoveRequestSchema,
  DebitForMoveResultSchema,
  FindMoveRequestSchema,
  FindMoveResultSchema,
  MoveSettledResultSchema,
  RefundMoveRequestSchema,
  SettleMoveRequestSchema,
} from '../schemas/money-moves.js';
import {
  CompletePinResetRequestSchema,
  DeletePinRequestSchema,
  PinChangedEventSchema,
  PinResetRequestSchema,
  PinResetRequestedSchema,
  PinStatusSchema,
  SetPinRequestSchema,
  VerifyPinRequestSchema,
} from '../schemas/pin.js';
import { UserIdRequestSchema } from '../schemas/profile.js';
import {
  AdminListWithdrawalsRequestSchema,
  CreateWithdrawalRequestSchema,
  CreateWithdrawalResultSchema,
  QuarterSummarySchema,
  SetWithdrawalStatusRequestSchema,
  WithdrawalReceiptRequestSchema,
  WithdrawalReceiptSchema,
  WithdrawalStatusChangedEventSchema,
  WithdrawalViewSchema,
} from '../schemas/withdrawals.js';
import {
  GrantReportDecidedEventSchema,
  GrantReportDueEventSchema,
  GrantScheduleRequestSchema,
  GrantScheduleViewSchema,
  GrantTrancheReleasedEventSchema,
  ReleaseTrancheRequestSchema,
  ReportQueueItemSchema,
  ReportQueueRequestSchema,
  ReportViewSchema,
  ReviewReportRequestSchema,
  ReviewResultSchema,
  SubmitReportRequestSchema,
  TrancheViewSchema,
} from '../schemas/grant-schedule.js';
import {
  DecideReallocationRequestSchema,
  GrantBudgetRequestSchema,
  GrantBudgetViewSchema,
  ReallocationViewSchema,
  RequestReallocationRequestSchema,
  SetBudgetRequestSchema,
} from '../schemas/grant-budget.js';
import {
  AddReportAttachmentRequestSchema,
  DraftAttachmentsRequestSchema,
  FetchReportAttachmentResultSchema,
  GetReportAttachmentRequestSchema,
  RemoveReportAttachmentRequestSchema,
  ReportAttachmentViewSchema,
} from '../schemas/report-attachments.js';
import { LedgerChartsRequestSchema, LedgerChartsSchema, WeeklyChartRequestSchema, DisbursementWeekSchema } from '../schemas/charts.js';
import { StatementReadyEventSchema } from '../schemas/statements.js';
import { Empty, event, rpc } from './contract.js';

/** The request subjects ledger-withdrawals (the ledger, grants, approvals, the PIN, withdrawals) answers. */
export const LedgerWithdrawalsRpc = {
  ledgerDashboard: rpc('ledger.dashboard.get', UserIdRequestSchema, DashboardSummarySchema),
  ledgerOpenGrant: rpc('ledger.grant.open', OpenGrantRequestSchema, GrantViewSchema),
  ledgerAdjustBalance: rpc('ledger.balance.adjust', AdjustBalanceRequestSchema, AdjustBalanceResultSchema),
  grantSchedule: rpc('ledger.grant.schedule', GrantScheduleRequestSchema, GrantScheduleViewSchema.nullable()),
  grantSubmitReport: rpc('ledger.grant.report-submit', SubmitReportRequestSchema, ReportViewSchema),
  grantReportQueue: rpc('ledger.grant.report-queue', ReportQueueRequestSchema, z.array(ReportQueueItemSchema)),
  grantReviewReport: rpc('ledger.grant.report-review', ReviewReportRequestSchema, ReviewResultSchema),
  grantReleaseTranche: rpc('ledger.grant.tranche-release', ReleaseTrancheRequestSchema, TrancheViewSchema),
  /** A checked upload, handed over in REPORT_ATTACHMENT_UPLOADS_BUCKET, kept as a draft of the recipient's milestone. */
  grantAttachmentAdd: rpc('ledger.grant.attachment-add', AddReportAttachmentRequestSchema, ReportAttachmentViewSchema),
  grantAttachmentDrafts: rpc('ledger.grant.attachment-drafts', DraftAttachmentsRequestSchema, z.array(ReportAttachmentViewSchema)),
  grantAttachmentRemove: rpc('ledger.grant.attachment-remove', RemoveReportAttachmentRequestSchema, z.array(ReportAttachmentViewSchema)),
  /** May the requester read this file (their own, or any for staff)? Audited as a view. */
  grantAttachmentGet: rpc('ledger.grant.attachment-get', GetReportAttachmentRequestSchema, ReportAttachmentViewSchema),
  /** The file's bytes put into REPORT_ATTACHMENT_DOWNLOADS_BUCKET for the gateway to stream; audited as a download. */
  grantAttachmentFetch: rpc('ledger.grant.attachment-fetch', GetReportAttachmentRequestSchema, FetchReportAttachmentResultSchema),
  grantBudget: rpc('ledger.grant.budget', GrantBudgetRequestSchema, GrantBudgetViewSchema.nullable()),
  grantBudgetSet: rpc('ledger.grant.budget-set', SetBudgetRequestSchema, GrantBudgetViewSchema),
  grantReallocationRequest: rpc('ledger.grant.reallocation-request', RequestReallocationRequestSchema, ReallocationViewSchema),
  grantReallocationDecide: rpc('ledger.grant.reallocation-decide', DecideReallocationRequestSchema, ReallocationViewSchema),
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
  ledgerTransactions: rpc('ledger.transactions.list', ListTransactionsRequestSchema, TransactionPageSchema),
  /** The same pages for the CSV export, each one's successor read while it travels (a page nobody may ask for otherwise). */
  ledgerTransactionsExportPage: rpc('ledger.transactions.export-page', ListTransactionsRequestSchema, TransactionPageSchema),
  ledgerMoveDebit: rpc('ledger.moves.debit', DebitForMoveRequestSchema, DebitForMoveResultSchema),
  ledgerMoveSettle: rpc('ledger.moves.settle', SettleMoveRequestSchema, MoveSettledResultSchema),
  ledgerMoveRefund: rpc('ledger.moves.refund', RefundMoveRequestSchema, MoveSettledResultSchema),
  ledgerMoveFind: rpc('ledger.moves.find', FindMoveRequestSchema, FindMoveResultSchema),
  ledgerBalances: rpc('ledger.balances', UserIdsRequestSchema, UserBalancesSchema),
  ledgerCloseAccount: rpc('ledger.account.close', EraseUserRequestSchema, CloseLedgerAccountResultSchema),
  ledgerOverview: rpc('ledger.stats.overview', Empty, LedgerOverviewSchema),
  ledgerRecentTransactions: rpc('ledger.transactions.recent', RecentTransactionsRequestSchema, z.array(RecentTransactionSchema)),
  ledgerCharts: rpc('ledger.charts.recipient', LedgerChartsRequestSchema, LedgerChartsSchema),
  ledgerDisbursements: rpc('ledger.charts.disbursements', WeeklyChartRequestSchema, z.array(DisbursementWeekSchema)),
} as const;

/** The integration events ledger-withdrawals publishes. */
export const LedgerWithdrawalsEvents = {
  withdrawalStatusChanged: event('ledger.withdrawal-status-changed', WithdrawalStatusChangedEventSchema),
  /** A PIN was set, changed, reset or deleted (the user is mailed a security notice). */
  pinChanged: event('ledger.pin-changed', PinChangedEventSchema),
  /** A progress report was approved, sent back for changes or rejected (the recipient is mailed). */
  grantReportDecided: event('ledger.grant-report-decided', GrantReportDecidedEventSchema),
  /** A grant tranche was paid in (the recipient is mailed). */
  grantTrancheReleased: event('ledger.grant-tranche-released', GrantTrancheReleasedEventSchema),
  /** A milestone's report is due within the reminder days, or overdue, and not submitted (the recipient is reminded). */
  grantReportDue: event('ledger.grant-report-due', GrantReportDueEventSchema),
  /** A month has ended: its statement is ready (the recipient is mailed once per month). */
  statementReady: event('ledger.statement-ready', StatementReadyEventSchema),
} as const;
