// The zod schemas of payouts.ts's payloads: for the servers, the API's route declarations and the forms that
// validate. Not in the browser entry (web.ts), so a page that only shows data loads no zod.
import { z } from 'zod';
import { WithdrawalMethodSchema } from './withdrawal-fees.js';
import { WithdrawalStatusSchema } from './withdrawals.js';
import { PAYOUT_BATCH_MAX_ITEMS, PayoutMessages, PAYOUT_ANSWER_MAX_CHARS, PAYOUT_ANSWER_MAX_LINES } from '../payouts.js';

export const PayoutBatchStatusSchema = z.enum(['submitted', 'reconciled']);

/** The bank's branch of a payout's account: a US routing number (bank transfers) or a BIC (wires). */
export const CreditorAgentSchema = z.object({ routingNumber: z.string().nullable(), bic: z.string().nullable() });

/** One withdrawal in a payout batch, as the payout file names it. */
export const PayoutItemSchema = z.object({
  withdrawalId: z.string().uuid(),
  userId: z.string().uuid(),
  transactionNumber: z.string(),
  /** The payment's end-to-end id (derived from the withdrawal's id; it comes back in the bank's answer). */
  endToEndId: z.string(),
  /** What the bank sends: the withdrawal's net amount. */
  amountCents: z.number().int(),
  method: WithdrawalMethodSchema,
  creditorName: z.string(),
  creditorAccount: z.string(),
  creditorAgent: CreditorAgentSchema,
  status: WithdrawalStatusSchema,
});

export const PayoutBatchViewSchema = z.object({
  id: z.string().uuid(),
  /** The payout file's message id (GrpHdr/MsgId). */
  messageId: z.string(),
  status: PayoutBatchStatusSchema,
  createdBy: z.string().uuid(),
  createdAt: z.string(),
  itemCount: z.number().int(),
  totalCents: z.number().int(),
});

export const PayoutBatchDetailSchema = PayoutBatchViewSchema.extend({ items: z.array(PayoutItemSchema) });

export const CreatePayoutBatchBodySchema = z.object({
  idempotencyKey: z.string().min(8).max(100),
  /** Only these withdrawals; every processing bank withdrawal in no batch yet when absent. */
  withdrawalIds: z.array(z.string().uuid()).min(1).max(PAYOUT_BATCH_MAX_ITEMS).optional(),
});
export const CreatePayoutBatchRequestSchema = CreatePayoutBatchBodySchema.extend({ adminId: z.string().uuid() });
export const CreatePayoutBatchResultSchema = z.object({ batch: PayoutBatchDetailSchema, replayed: z.boolean() });

export const PayoutBatchRequestSchema = z.object({ batchId: z.string().uuid() });
export const ListPayoutBatchesRequestSchema = z.object({ limit: z.number().int().min(1).max(200).default(100) });

export const BankAnswerFormatSchema = z.enum(['pain.002', 'camt.054', 'camt.053']);

/** One payment line of a bank answer: paid (ACSC/ACCP, or a booked debit) or rejected (RJCT, or a return). */
export const BankAnswerLineSchema = z.object({
  endToEndId: z.string().min(1).max(35),
  outcome: z.enum(['paid', 'rejected']),
  amountCents: z.number().int().nonnegative().nullable(),
  currency: z.string().max(3).nullable(),
  /** The bank's status or reason code and text, as it gave them. */
  reason: z.string().max(300).nullable(),
});

export const UploadBankAnswerBodySchema = z.object({
  /** The bank file's XML text. */
  document: z.string().min(1, PayoutMessages.notXml).max(PAYOUT_ANSWER_MAX_CHARS, PayoutMessages.fileTooLarge),
  fileName: z.string().max(200).optional(),
});

/**
 * A whole payment message the bank rejected (a pain.002 whose group status, or payment-information status, is
 * RJCT, without transaction lines): every payout of the batch sent with that message id is rejected.
 */
export const BankAnswerGroupRejectionSchema = z.object({
  originalMessageId: z.string().min(1).max(35),
  reason: z.string().max(300).nullable(),
});

export const ReconcileBankAnswerRequestSchema = z
  .object({
    adminId: z.string().uuid(),
    fileSha256: z.string().regex(/^[0-9a-f]{64}$/),
    fileName: z.string().max(200).nullable(),
    format: BankAnswerFormatSchema,
    messageId: z.string().max(35).nullable(),
    lines: z.array(BankAnswerLineSchema).max(PAYOUT_ANSWER_MAX_LINES),
    group: BankAnswerGroupRejectionSchema.optional(),
  })
  .refine((request) => request.lines.length > 0 || request.group !== undefined, PayoutMessages.noLines);

/** Why a line of a bank answer matched no payout: staff look into these. */
export const UnmatchedReasonSchema = z.enum(['unknown_end_to_end_id', 'amount_mismatch', 'conflicts_with_final_status']);
export const UnmatchedLineSchema = z.object({
  id: z.string().uuid(),
  fileId: z.string().uuid(),
  endToEndId: z.string(),
  outcome: BankAnswerLineSchema.shape.outcome,
  amountCents: z.number().int().nullable(),
  currency: z.string().nullable(),
  bankReason: z.string().nullable(),
  reason: UnmatchedReasonSchema,
  withdrawalId: z.string().uuid().nullable(),
  receivedAt: z.string(),
});

export const BankAnswerResultSchema = z.object({
  fileId: z.string().uuid(),
  format: BankAnswerFormatSchema,
  /** The same file was uploaded before: nothing changed this time. */
  duplicate: z.boolean(),
  completed: z.number().int(),
  failed: z.number().int(),
  /** Lines whose withdrawal already had the outcome the line reports. */
  unchanged: z.number().int(),
  unmatched: z.array(UnmatchedLineSchema),
});

export const MatchedLineSchema = z.object({
  fileId: z.string().uuid(),
  format: BankAnswerFormatSchema,
  outcome: BankAnswerLineSchema.shape.outcome,
  amountCents: z.number().int().nullable(),
  bankReason: z.string().nullable(),
  receivedAt: z.string(),
});
export const ReconciliationRowSchema = z.object({
  withdrawalId: z.string().uuid(),
  transactionNumber: z.string(),
  endToEndId: z.string(),
  amountCents: z.number().int(),
  status: WithdrawalStatusSchema,
  /** The bank's line that settled or failed this payout; null while the bank has not answered for it. */
  matchedLine: MatchedLineSchema.nullable(),
});
export const ReconciliationReportSchema = z.object({ batch: PayoutBatchViewSchema, rows: z.array(ReconciliationRowSchema) });
