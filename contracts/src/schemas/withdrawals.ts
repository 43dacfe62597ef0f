// The zod schemas of withdrawals.ts's payloads: for the servers, the API's route declarations and the forms that
// validate. Not in the browser entry (web.ts), so a page that only shows data loads no zod.
import { z } from 'zod';
import { NOT_BLANK_RULE } from '../registration.js';
import {
  METHOD_DETAIL_LIMITS,
  WALLET_PROVIDERS,
  DEFAULT_WALLET_CURRENCY,
  CHECK_COUNTRIES,
  WithdrawalMessages,
  WITHDRAWAL_STATUSES,
  WITHDRAWAL_MANUAL_STATUSES,
  PROCESSING_MESSAGE_MAX_LENGTH,
} from '../withdrawals.js';
import { isAccountNumber, AccountFormatMessages, isRoutingNumber } from '../account-formats.js';
import { WithdrawalMethodSchema } from './withdrawal-fees.js';
import { PinEntrySchema } from './pin.js';
import { BudgetLineSchema } from './grant-budget.js';
import type { WithdrawalMethod } from '../withdrawal-fees.js';

const required = (message: string) => z.string({ error: message }).trim().min(1, message).meta(NOT_BLANK_RULE);
const optional = z.string().max(METHOD_DETAIL_LIMITS.text).trim().optional();

const bankFields = {
  accountHolderName: required('Account holder name is required'),
  bankName: required('Bank name is required'),
  accountNumber: required('Account number is required').pipe(
    z.string().max(METHOD_DETAIL_LIMITS.accountNumber).refine(isAccountNumber, AccountFormatMessages.accountNumber),
  ),
  routingNumber: required('Routing number is required'),
  accountType: z.enum(['checking', 'savings'], { error: 'Account type is required' }),
  bankAddress: required('Bank address is required'),
  beneficiaryAddress: required('Beneficiary address is required'),
  referenceNote: optional,
};

export const BankTransferDetailsSchema = z.object({
  ...bankFields,
  routingNumber: required('Routing number is required').pipe(
    z
      .string()
      .max(METHOD_DETAIL_LIMITS.routingNumber, `Routing number must be at most ${METHOD_DETAIL_LIMITS.routingNumber} characters`)
      .refine(isRoutingNumber, AccountFormatMessages.routingNumber),
  ),
});
export const WireTransferDetailsSchema = z.object({
  ...bankFields,
  swiftCode: required('SWIFT/BIC code is required')
    .pipe(z.string().max(METHOD_DETAIL_LIMITS.swiftCode, `SWIFT/BIC code must be at most ${METHOD_DETAIL_LIMITS.swiftCode} characters`))
    .transform((s) => s.toUpperCase()),
  intermediaryBank: optional,
  intermediarySwift: z
    .string()
    .trim()
    .max(METHOD_DETAIL_LIMITS.swiftCode)
    .optional()
    .transform((s) => s?.toUpperCase()),
  wireInstructions: required('Wire instructions are required'),
  beneficiaryPhone: required('Beneficiary phone is required'),
});
export const DigitalWalletDetailsSchema = z.object({
  walletProvider: z.enum(WALLET_PROVIDERS, { error: 'Wallet provider is required' }),
  walletEmail: required('Wallet email/phone is required').pipe(z.string().max(METHOD_DETAIL_LIMITS.walletEmail)),
  walletId: optional,
  verificationStatus: z.enum(['verified', 'unverified'], { error: 'Verification status is required' }),
  currency: required('Currency is required').default(DEFAULT_WALLET_CURRENCY),
  backupEmail: optional,
});
export const CheckDetailsSchema = z.object({
  payeeName: required('Payee name is required'),
  addressLine1: required('Address is required'),
  addressLine2: optional,
  city: required('City is required'),
  state: required('State/Province is required'),
  zipCode: required('ZIP/Postal code is required'),
  country: z.enum(CHECK_COUNTRIES, { error: 'Country is required' }),
  deliveryInstructions: optional,
});

export const METHOD_DETAILS_SCHEMAS: Record<WithdrawalMethod, z.ZodType> = {
  bank_transfer: BankTransferDetailsSchema,
  wire_transfer: WireTransferDetailsSchema,
  digital_wallet: DigitalWalletDetailsSchema,
  check: CheckDetailsSchema,
};

/** The first problem with a method's details (the spec's texts), or the cleaned details. */
export function checkMethodDetails(
  method: WithdrawalMethod,
  details: unknown,
): { ok: true; details: Record<string, unknown> } | { ok: false; message: string } {
  const result = METHOD_DETAILS_SCHEMAS[method].safeParse(details ?? {});
  if (result.success) return { ok: true, details: result.data as Record<string, unknown> };
  return { ok: false, message: result.error.issues[0]?.message ?? 'Invalid details' };
}

/** Every problem with a method's details, one message per field in the form's order (the first is the one `checkMethodDetails` gives). */
export function methodDetailsIssues(method: WithdrawalMethod, details: unknown): Record<string, string> {
  const result = METHOD_DETAILS_SCHEMAS[method].safeParse(details ?? {});
  const issues: Record<string, string> = {};
  if (result.success) return issues;
  for (const issue of result.error.issues) {
    const field = String(issue.path[0] ?? '');
    if (!(field in issues)) issues[field] = issue.message;
  }
  return issues;
}

export const CreateWithdrawalBodySchema = z.object({
  amountCents: z.number({ error: WithdrawalMessages.validAmount }).int(WithdrawalMessages.validAmount).max(Number.MAX_SAFE_INTEGER),
  // The empty choice gets the form's own message; the document lists the methods only.
  method: WithdrawalMethodSchema.or(z.literal(''))
    .refine((m) => m !== '', WithdrawalMessages.selectMethod)
    .meta({ not: { const: '' } }),
  methodDetails: z.record(z.string(), z.unknown()),
  pin: PinEntrySchema,
  description: z.string().max(500).optional(),
  idempotencyKey: z.string().min(8).max(100),
  /** The grant budget line the withdrawal counts against (default: the method's line). */
  budgetLine: BudgetLineSchema.optional(),
});
export const CreateWithdrawalRequestSchema = CreateWithdrawalBodySchema.extend({ userId: z.string().uuid() });
export const WithdrawalStatusSchema = z.enum(WITHDRAWAL_STATUSES);
export const WithdrawalViewSchema = z.object({
  id: z.string().uuid(),
  userId: z.string().uuid(),
  transactionNumber: z.string(),
  amountCents: z.number().int(),
  feeCents: z.number().int(),
  netCents: z.number().int(),
  method: WithdrawalMethodSchema,
  methodDetails: z.record(z.string(), z.unknown()),
  status: WithdrawalStatusSchema,
  description: z.string().nullable(),
  quarterPeriod: z.string(),
  quarterLimitCents: z.number().int(),
  quarterUsedBeforeCents: z.number().int(),
  quarterRemainingAfterCents: z.number().int(),
  expectedCompletionDate: z.string(),
  processingMessage: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  completedAt: z.string().nullable(),
});

/**
 * A withdrawal was created (`from` null, `to` pending) or an admin changed its status; published
 * through the ledger's outbox in the transaction of the change.
 */
export const WithdrawalStatusChangedEventSchema = z.object({
  id: z.string().uuid(),
  userId: z.string().uuid(),
  transactionNumber: z.string(),
  from: WithdrawalStatusSchema.nullable(),
  to: WithdrawalStatusSchema,
  amountCents: z.number().int(),
  netCents: z.number().int(),
  method: WithdrawalMethodSchema,
  message: z.string().nullable(),
  actorId: z.string().uuid(),
  at: z.string(),
});

export const QuarterSummarySchema = z.object({
  currentBalance: z.number().int(),
  currentQuarter: z.number().int(),
  currentQuarterLabel: z.string(),
  currentQuarterStart: z.string(),
  currentQuarterEnd: z.string(),
  currentQuarterPeriod: z.string(),
  currentQuarterLimit: z.number().int(),
  currentQuarterUsed: z.number().int(),
  currentQuarterRemaining: z.number().int(),
  daysRemainingInQuarter: z.number().int(),
  warning: z.boolean(),
  limitReached: z.boolean(),
  withdrawalAllowed: z.boolean(),
});

export const CreateWithdrawalResultSchema = z.object({
  withdrawal: WithdrawalViewSchema,
  balanceCents: z.number().int(),
  quarter: QuarterSummarySchema,
  replayed: z.boolean(),
});

export const AdminListWithdrawalsRequestSchema = z.object({ status: WithdrawalStatusSchema.optional(), limit: z.number().int().min(1).max(200).default(100) });

export const WithdrawalReceiptRequestSchema = z.object({ withdrawalId: z.string().uuid(), requesterId: z.string().uuid(), requesterIsAdmin: z.boolean() });
export const WithdrawalReceiptSchema = z.object({ html: z.string(), generatedAt: z.string(), status: WithdrawalStatusSchema });
export const SetWithdrawalStatusBodySchema = z.object({
  status: z.enum(WITHDRAWAL_MANUAL_STATUSES),
  message: z.string().max(PROCESSING_MESSAGE_MAX_LENGTH).optional(),
});
export const SetWithdrawalStatusRequestSchema = SetWithdrawalStatusBodySchema.extend({ withdrawalId: z.string().uuid(), adminId: z.string().uuid() });
