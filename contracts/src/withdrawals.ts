import { z } from 'zod';
import { formatUsd } from './money.js';
import { WithdrawalMethodSchema, type WithdrawalMethod } from './withdrawal-fees.js';

export const WithdrawalMessages = {
  validAmount: 'Please enter a valid amount',
  greaterThanZero: 'Withdrawal amount must be greater than zero',
  insufficient: (balanceCents: number) => `Insufficient balance. Available: ${formatUsd(balanceCents)}`,
  exceedsQuarter: (quarter: string, remainingCents: number) => `Exceeds ${quarter} limit. Available this quarter: ${formatUsd(Math.max(0, remainingCents))}`,
  noGrant: 'Grant information not available',
  selectMethod: 'Please select a withdrawal method',
  feeExceedsAmount: (feeCents: number) => `The amount must be greater than the processing fee of ${formatUsd(feeCents)}`,
  submitFailed: (message: string) => `Failed to submit withdrawal: ${message}`,
  kycRequired: 'Your KYC verification must be approved to access withdrawals.',
  pinRequired: 'Please set up your 6-digit PIN in Settings before making a withdrawal.',
} as const;

const required = (message: string) => z.string({ error: message }).trim().min(1, message);
const optional = z.string().trim().max(500).optional();

const bankFields = {
  accountHolderName: required('Account holder name is required'),
  bankName: required('Bank name is required'),
  accountNumber: required('Account number is required').pipe(z.string().max(34)),
  routingNumber: required('Routing number is required'),
  accountType: z.enum(['checking', 'savings'], { error: 'Account type is required' }),
  bankAddress: required('Bank address is required'),
  beneficiaryAddress: required('Beneficiary address is required'),
  referenceNote: optional,
};

export const BankTransferDetailsSchema = z.object({
  ...bankFields,
  routingNumber: required('Routing number is required').pipe(z.string().max(9, 'Routing number must be at most 9 characters')),
});
export const WireTransferDetailsSchema = z.object({
  ...bankFields,
  swiftCode: required('SWIFT/BIC code is required').pipe(z.string().max(11, 'SWIFT/BIC code must be at most 11 characters')).transform((s) => s.toUpperCase()),
  intermediaryBank: optional,
  intermediarySwift: z.string().trim().max(11).optional().transform((s) => s?.toUpperCase()),
  wireInstructions: required('Wire instructions are required'),
  beneficiaryPhone: required('Beneficiary phone is required'),
});
export const WALLET_PROVIDERS = ['paypal', 'skrill', 'wise', 'payoneer', 'venmo', 'cashapp', 'other'] as const;
export const DigitalWalletDetailsSchema = z.object({
  walletProvider: z.enum(WALLET_PROVIDERS, { error: 'Wallet provider is required' }),
  walletEmail: required('Wallet email/phone is required').pipe(z.string().max(254)),
  walletId: optional,
  verificationStatus: z.enum(['verified', 'unverified'], { error: 'Verification status is required' }),
  currency: required('Currency is required').default('USD'),
  backupEmail: optional,
});
export const CHECK_COUNTRIES = ['United States', 'Canada', 'United Kingdom', 'Kenya', 'South Africa', 'Nigeria', 'Ghana', 'Australia', 'Other'] as const;
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
export function checkMethodDetails(method: WithdrawalMethod, details: unknown): { ok: true; details: Record<string, unknown> } | { ok: false; message: string } {
  const result = METHOD_DETAILS_SCHEMAS[method].safeParse(details ?? {});
  if (result.success) return { ok: true, details: result.data as Record<string, unknown> };
  return { ok: false, message: result.error.issues[0]?.message ?? 'Invalid details' };
}

export const CreateWithdrawalBodySchema = z.object({
  amountCents: z.number({ error: WithdrawalMessages.validAmount }).int(WithdrawalMessages.validAmount).max(Number.MAX_SAFE_INTEGER),
  method: WithdrawalMethodSchema.or(z.literal('')).refine((m) => m !== '', WithdrawalMessages.selectMethod),
  methodDetails: z.record(z.string(), z.unknown()),
  pin: z.string().max(12),
  description: z.string().max(500).optional(),
  idempotencyKey: z.string().min(8).max(100),
});
export const CreateWithdrawalRequestSchema = CreateWithdrawalBodySchema.extend({ userId: z.string().uuid() });
export type CreateWithdrawalRequest = z.infer<typeof CreateWithdrawalRequestSchema>;

export const WithdrawalStatusSchema = z.enum(['pending', 'processing', 'completed', 'failed']);
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
export type WithdrawalView = z.infer<typeof WithdrawalViewSchema>;

export const QuarterSummarySchema = z.object({
  currentBalance: z.number().int(), currentQuarter: z.number().int(), currentQuarterLabel: z.string(), currentQuarterStart: z.string(),
  currentQuarterEnd: z.string(), currentQuarterPeriod: z.string(), currentQuarterLimit: z.number().int(), currentQuarterUsed: z.number().int(),
  currentQuarterRemaining: z.number().int(), daysRemainingInQuarter: z.number().int(), warning: z.boolean(), limitReached: z.boolean(), withdrawalAllowed: z.boolean(),
});

export const CreateWithdrawalResultSchema = z.object({
  withdrawal: WithdrawalViewSchema,
  balanceCents: z.number().int(),
  quarter: QuarterSummarySchema,
  replayed: z.boolean(),
});
export type CreateWithdrawalResult = z.infer<typeof CreateWithdrawalResultSchema>;

export const AdminListWithdrawalsRequestSchema = z.object({ status: WithdrawalStatusSchema.optional(), limit: z.number().int().min(1).max(200).default(100) });

export const WithdrawalReceiptRequestSchema = z.object({ withdrawalId: z.string().uuid(), requesterId: z.string().uuid(), requesterIsAdmin: z.boolean() });
export const WithdrawalReceiptSchema = z.object({ html: z.string(), generatedAt: z.string(), status: WithdrawalStatusSchema });
export const RECEIPT_NOT_AVAILABLE = 'A receipt is available once the withdrawal is processing or completed.';

export const SetWithdrawalStatusBodySchema = z.object({ status: WithdrawalStatusSchema, message: z.string().max(500).optional() });
export const SetWithdrawalStatusRequestSchema = SetWithdrawalStatusBodySchema.extend({ withdrawalId: z.string().uuid(), adminId: z.string().uuid() });
