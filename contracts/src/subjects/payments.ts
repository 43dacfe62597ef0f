import { z } from 'zod';
import { PaymentsOverviewSchema } from '../schemas/admin-users.js';
import {
  AdminListMovesRequestSchema,
  CreateProjectPaymentRequestSchema,
  CreateTransferRequestSchema,
  ListProjectPaymentsRequestSchema,
  ListTransfersRequestSchema,
  MoveStatusChangedEventSchema,
  SetProjectPaymentStatusRequestSchema,
  SetTransferStatusRequestSchema,
} from '../schemas/money-moves.js';
import { CreateProjectPaymentResultSchema, ProjectPaymentViewSchema } from '../schemas/project-payments.js';
import { CreateTransferResultSchema, TransferViewSchema } from '../schemas/transfers.js';
import { PaymentCategoriesRequestSchema, PaymentCategoriesSchema } from '../schemas/charts.js';
import { Empty, event, rpc } from './contract.js';

/** The request subjects payments (transfers and project payments) answers. */
export const PaymentsRpc = {
  paymentsOverview: rpc('payments.stats.overview', Empty, PaymentsOverviewSchema),
  paymentsByCategory: rpc('payments.charts.categories', PaymentCategoriesRequestSchema, PaymentCategoriesSchema),
  transfersCreate: rpc('payments.transfers.create', CreateTransferRequestSchema, CreateTransferResultSchema),
  transfersList: rpc('payments.transfers.list', ListTransfersRequestSchema, z.array(TransferViewSchema)),
  transfersAdminList: rpc('payments.transfers.admin-list', AdminListMovesRequestSchema, z.array(TransferViewSchema)),
  transfersSetStatus: rpc('payments.transfers.status', SetTransferStatusRequestSchema, TransferViewSchema),
  projectPaymentsCreate: rpc('payments.project-payments.create', CreateProjectPaymentRequestSchema, CreateProjectPaymentResultSchema),
  projectPaymentsList: rpc('payments.project-payments.list', ListProjectPaymentsRequestSchema, z.array(ProjectPaymentViewSchema)),
  projectPaymentsAdminList: rpc('payments.project-payments.admin-list', AdminListMovesRequestSchema, z.array(ProjectPaymentViewSchema)),
  projectPaymentsSetStatus: rpc('payments.project-payments.status', SetProjectPaymentStatusRequestSchema, ProjectPaymentViewSchema),
} as const;

/** The integration events payments publishes. */
export const PaymentsEvents = {
  transferStatusChanged: event('payments.transfer-status-changed', MoveStatusChangedEventSchema),
  projectPaymentStatusChanged: event('payments.project-payment-status-changed', MoveStatusChangedEventSchema),
} as const;
