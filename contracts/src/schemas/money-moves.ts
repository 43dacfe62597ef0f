// The zod schemas of money-moves.ts's payloads: for the servers, the API's route declarations and the forms that
// validate. Not in the browser entry (web.ts), so a page that only shows data loads no zod.
import { z } from 'zod';
import { BudgetLineSchema } from './grant-budget.js';
import { AccountStatusSchema } from './account-status.js';
import { CreateTransferBodySchema, ListTransfersQuerySchema, TransferStatusSchema } from './transfers.js';
import { CreateProjectPaymentBodySchema, ListProjectPaymentsQuerySchema, ProjectPaymentStatusSchema } from './project-payments.js';

/**
 * Between `payments` (owner of transfer and project-payment records) and `ledger-withdrawals`
 * (the only owner of balances and postings). Every move carries an idempotency key derived from the
 * record it belongs to, so a retry after a crash on either side moves money at most once.
 */
const uuid = z.string().uuid();
const cents = z.number().int();
const key = z.string().min(8).max(120);

/** What leaves a recipient's balance for a transfer or a project payment. */
export const MoneyMoveKindSchema = z.enum(['transfer_internal', 'transfer_external', 'project_payment']);

/**
 * One balanced posting, under the sender's balance lock:
 * - transfer_internal: sender −(amount + fee), receiver +amount, fee revenue +fee;
 * - transfer_external: sender −(amount + fee), payout clearing +amount, fee revenue +fee;
 * - project_payment: sender −(amount + fee), payout clearing +(amount − fee), fee revenue +2 × fee.
 * Refused with 409 INSUFFICIENT_FUNDS (the spec's message, computed under the lock) and 409 when the key was used for another move.
 */
export const DebitForMoveRequestSchema = z.object({
  idempotencyKey: key,
  kind: MoneyMoveKindSchema,
  userId: uuid,
  receiverUserId: uuid.optional(),
  amountCents: cents.positive(),
  feeCents: cents.nonnegative(),
  transactionNumber: z.string().min(1).max(40),
  description: z.string().max(300),
  /** The grant budget line the move counts against (the payments service resolves the default). */
  budgetLine: BudgetLineSchema.optional(),
});
export const DebitForMoveResultSchema = z.object({ postingId: uuid, balanceCents: cents, replayed: z.boolean() });

/** An external move that left the platform: payout clearing → payouts settled (idempotent by key). */
export const SettleMoveRequestSchema = z.object({
  idempotencyKey: key,
  kind: MoneyMoveKindSchema,
  amountCents: cents.positive(),
  feeCents: cents.nonnegative(),
  transactionNumber: z.string().max(40),
});
/** A failed external move: everything the sender paid (amount and fee) returns to them with one credit posting. */
export const RefundMoveRequestSchema = SettleMoveRequestSchema.extend({ userId: uuid, description: z.string().max(300) });
export const MoveSettledResultSchema = z.object({ postingId: uuid, balanceCents: cents.nullable(), replayed: z.boolean() });

/** Whether a move's posting exists (recovery after a crash between the record and the posting). */
export const FindMoveRequestSchema = z.object({ idempotencyKey: key });
export const FindMoveResultSchema = z.object({ posted: z.boolean(), postingId: uuid.nullable() });

/** The account-number lookup for transfers within UNSEAF. */
export const AccountByNumberRequestSchema = z.object({ accountNumber: z.string().max(34).trim().min(1) });
/** Only what a transfer needs of the receiver: who holds the number, and whether their account may receive. */
export const AccountByNumberResultSchema = z.object({ id: uuid, accountStatus: AccountStatusSchema });

export const CreateTransferRequestSchema = CreateTransferBodySchema.extend({ userId: uuid });
export const ListTransfersRequestSchema = ListTransfersQuerySchema.extend({ userId: uuid });
export const SetTransferStatusRequestSchema = z.object({
  transferId: uuid,
  status: TransferStatusSchema,
  message: z.string().max(500).optional(),
  adminId: uuid,
});
export const AdminListMovesRequestSchema = z.object({
  status: z.enum(['pending', 'processing', 'completed', 'failed']).optional(),
  limit: z.number().int().min(1).max(200).default(100),
});

export const CreateProjectPaymentRequestSchema = CreateProjectPaymentBodySchema.extend({ userId: uuid });
export const ListProjectPaymentsRequestSchema = ListProjectPaymentsQuerySchema.extend({ userId: uuid });
export const SetProjectPaymentStatusRequestSchema = z.object({
  paymentId: uuid,
  status: ProjectPaymentStatusSchema,
  message: z.string().max(500).optional(),
  adminId: uuid,
});

/** A transfer or project payment changed status (published through the payments outbox; e-mails and admin views consume it). */
export const MoveStatusChangedEventSchema = z.object({
  id: uuid,
  userId: uuid,
  transactionNumber: z.string(),
  from: z.string().nullable(),
  to: z.string(),
  amountCents: cents,
  actorId: uuid.nullable(),
  at: z.string(),
});
