import type { WithdrawalMethod } from './withdrawal-fees.js';
import type { z } from 'zod';
import type {
  PayoutBatchStatusSchema,
  PayoutItemSchema,
  PayoutBatchViewSchema,
  PayoutBatchDetailSchema,
  CreatePayoutBatchRequestSchema,
  CreatePayoutBatchResultSchema,
  BankAnswerFormatSchema,
  BankAnswerLineSchema,
  BankAnswerGroupRejectionSchema,
  ReconcileBankAnswerRequestSchema,
  UnmatchedLineSchema,
  BankAnswerResultSchema,
  ReconciliationRowSchema,
  ReconciliationReportSchema,
} from './schemas/payouts.js';

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

export type PayoutBatchStatus = z.infer<typeof PayoutBatchStatusSchema>;
export type PayoutItem = z.infer<typeof PayoutItemSchema>;
export type PayoutBatchView = z.infer<typeof PayoutBatchViewSchema>;
export type PayoutBatchDetail = z.infer<typeof PayoutBatchDetailSchema>;
export type CreatePayoutBatchRequest = z.infer<typeof CreatePayoutBatchRequestSchema>;
export type CreatePayoutBatchResult = z.infer<typeof CreatePayoutBatchResultSchema>;
export type BankAnswerFormat = z.infer<typeof BankAnswerFormatSchema>;
export type BankAnswerLine = z.infer<typeof BankAnswerLineSchema>;
export type BankAnswerGroupRejection = z.infer<typeof BankAnswerGroupRejectionSchema>;
export type ReconcileBankAnswerRequest = z.infer<typeof ReconcileBankAnswerRequestSchema>;
export type UnmatchedLine = z.infer<typeof UnmatchedLineSchema>;
export type BankAnswerResult = z.infer<typeof BankAnswerResultSchema>;
export type ReconciliationRow = z.infer<typeof ReconciliationRowSchema>;
export type ReconciliationReport = z.infer<typeof ReconciliationReportSchema>;
