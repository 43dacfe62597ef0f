import { z } from 'zod';
import { WithdrawalMethodSchema, type WithdrawalMethod } from './withdrawal-fees.js';
import { WithdrawalStatusSchema } from './withdrawals.js';

/** The withdrawal methods a bank pays out by credit transfer, and so the ones a payout batch collects. */
export const PAYOUT_METHODS = ['bank_transfer', 'wire_transfer'] as const satisfies readonly WithdrawalMethod[];

/** The most withdrawals one payout batch carries (one answer must fit in a NATS message). */
export const PAYOUT_BATCH_MAX_ITEMS = 500;
/** The largest bank answer file staff may upload, in characters of its XML text. */
export const PAYOUT_ANSWER_MAX_CHARS = 512 * 1024;
/** The most payment lines one bank answer file may hold. */
export const PAYOUT_ANSWER_MAX_LINES = 5_000;

/** ISO 20022 customer credit transfer initiation, version 09 (the version CBPR+ and the SEPA 2023 rulebooks use). */
export const PAIN001_NAMESPACE = 'urn:iso:std:iso:20022:tech:xsd:pain.001.001.09';
/** The payer the payout files name: the fund's payout account. */
export const PAYOUT_DEBTOR = { name: 'Grant Portal Fund', account: 'PAYOUT-CLEARING' } as const;

export const PayoutMessages = {
  nothingToBatch: 'There are no processing bank withdrawals to put in a payout batch',
  notBatchable: 'Only bank withdrawals that are processing and in no payout batch yet can be put in a payout batch',
  batchNotFound: 'Payout batch not found',
  keyReused: 'This idempotency key was already used for a different payout batch',
  fileTooLarge: `The bank file must be at most ${PAYOUT_ANSWER_MAX_CHARS / 1024} KB`,
  notXml: 'The bank file is not well-formed XML',
  unknownDocument: 'The bank file must be an ISO 20022 pain.002 payment status report, a camt.054 debit notification or a camt.053 account statement',
  noLines: 'The bank file holds no paid, rejected or returned payment line with an end-to-end id',
  missingOriginalMessage: 'The bank file rejects a payment message without naming it (no original message id)',
  unknownMessage: (messageId: string) => `No payout batch was sent with the message id ${messageId}: the bank's rejection of it matches nothing`,
  tooManyLines: `The bank file may hold at most ${PAYOUT_ANSWER_MAX_LINES} payment lines`,
  badLine: (line: number, problem: string) => `Payment line ${line} of the bank file: ${problem}`,
  missingEndToEndId: 'it has no end-to-end id',
  badAmount: 'its amount is not a decimal amount with at most two places',
  unknownStatus: (code: string) => `its status ${code} is neither accepted, settled nor rejected`,
  submittedOnlyFinal: 'A withdrawal submitted to the bank can only be completed or failed',
} as const;

/** A payout's end-to-end id: `WD` and the withdrawal's id without dashes (34 characters, within ISO 20022's 35). */
export function payoutEndToEndId(withdrawalId: string): string {
  return `WD${withdrawalId.replaceAll('-', '').toUpperCase()}`;
}

export const PayoutBatchStatusSchema = z.enum(['submitted', 'reconciled']);
export type PayoutBatchStatus = z.infer<typeof PayoutBatchStatusSchema>;

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
export type PayoutItem = z.infer<typeof PayoutItemSchema>;

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
export type PayoutBatchView = z.infer<typeof PayoutBatchViewSchema>;

export const PayoutBatchDetailSchema = PayoutBatchViewSchema.extend({ items: z.array(PayoutItemSchema) });
export type PayoutBatchDetail = z.infer<typeof PayoutBatchDetailSchema>;

export const CreatePayoutBatchBodySchema = z.object({
  idempotencyKey: z.string().min(8).max(100),
  /** Only these withdrawals; every processing bank withdrawal in no batch yet when absent. */
  withdrawalIds: z.array(z.string().uuid()).min(1).max(PAYOUT_BATCH_MAX_ITEMS).optional(),
});
export const CreatePayoutBatchRequestSchema = CreatePayoutBatchBodySchema.extend({ adminId: z.string().uuid() });
export type CreatePayoutBatchRequest = z.infer<typeof CreatePayoutBatchRequestSchema>;
export const CreatePayoutBatchResultSchema = z.object({ batch: PayoutBatchDetailSchema, replayed: z.boolean() });
export type CreatePayoutBatchResult = z.infer<typeof CreatePayoutBatchResultSchema>;

export const PayoutBatchRequestSchema = z.object({ batchId: z.string().uuid() });
export const ListPayoutBatchesRequestSchema = z.object({ limit: z.number().int().min(1).max(200).default(100) });

export const BankAnswerFormatSchema = z.enum(['pain.002', 'camt.054', 'camt.053']);
export type BankAnswerFormat = z.infer<typeof BankAnswerFormatSchema>;

/** One payment line of a bank answer: paid (ACSC/ACCP, or a booked debit) or rejected (RJCT, or a return). */
export const BankAnswerLineSchema = z.object({
  endToEndId: z.string().min(1).max(35),
  outcome: z.enum(['paid', 'rejected']),
  amountCents: z.number().int().nonnegative().nullable(),
  currency: z.string().max(3).nullable(),
  /** The bank's status or reason code and text, as it gave them. */
  reason: z.string().max(300).nullable(),
});
export type BankAnswerLine = z.infer<typeof BankAnswerLineSchema>;

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
export type BankAnswerGroupRejection = z.infer<typeof BankAnswerGroupRejectionSchema>;

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
export type ReconcileBankAnswerRequest = z.infer<typeof ReconcileBankAnswerRequestSchema>;

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
export type UnmatchedLine = z.infer<typeof UnmatchedLineSchema>;

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
export type BankAnswerResult = z.infer<typeof BankAnswerResultSchema>;

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
export type ReconciliationRow = z.infer<typeof ReconciliationRowSchema>;
export const ReconciliationReportSchema = z.object({ batch: PayoutBatchViewSchema, rows: z.array(ReconciliationRowSchema) });
export type ReconciliationReport = z.infer<typeof ReconciliationReportSchema>;
