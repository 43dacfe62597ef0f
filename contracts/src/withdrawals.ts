import { formatUsd, parseUsdToCents } from './money.js';
import { PinMessages } from './pin.js';
import type { QuarterSummary } from './quarterly-limits.js';
import type { z } from 'zod';
import type {
  CreateWithdrawalRequestSchema,
  WithdrawalStatusSchema,
  WithdrawalViewSchema,
  WithdrawalStatusChangedEventSchema,
  CreateWithdrawalResultSchema,
} from './schemas/withdrawals.js';

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
  pinRequired: PinMessages.required,
} as const;

/** The balance and quarter figures an amount is checked against (GET /api/withdrawals/limits answers them). */
export type WithdrawalAmountLimits = Pick<QuarterSummary, 'currentBalance' | 'currentQuarterLabel' | 'currentQuarterRemaining'>;

/**
 * The amount rules of spec 2 §5 in their order: more than zero, within the balance, within the
 * quarter's remaining limit. Returns the first failure's message, or null. The wizard checks an
 * amount with it before the method step; the ledger service refuses the same amounts when it books
 * the withdrawal.
 */
export function checkWithdrawalAmount(amountCents: number, limits: WithdrawalAmountLimits): string | null {
  if (amountCents <= 0) return WithdrawalMessages.greaterThanZero;
  if (amountCents > limits.currentBalance) return WithdrawalMessages.insufficient(limits.currentBalance);
  if (amountCents > limits.currentQuarterRemaining) {
    return WithdrawalMessages.exceedsQuarter(limits.currentQuarterLabel, limits.currentQuarterRemaining);
  }
  return null;
}

/** The amount as typed (dollars, at most two decimals) in cents, or the message for text that is no amount. */
export function parseWithdrawalAmount(text: string): { ok: true; cents: number } | { ok: false; message: string } {
  const cents = parseUsdToCents(text);
  return cents === null ? { ok: false, message: WithdrawalMessages.validAmount } : { ok: true, cents };
}

/** Lengths of the method details, shared by the schemas below and the form's inputs. */
export const METHOD_DETAIL_LIMITS = {
  accountNumber: 34,
  /** US ABA routing numbers (bank transfers). */
  routingNumber: 9,
  swiftCode: 11,
  walletEmail: 254,
  /** Any other text field. */
  text: 500,
} as const;
export const WALLET_PROVIDERS = ['paypal', 'skrill', 'wise', 'payoneer', 'venmo', 'cashapp', 'other'] as const;
export const WALLET_PROVIDER_LABELS: Record<(typeof WALLET_PROVIDERS)[number], string> = {
  paypal: 'PayPal',
  skrill: 'Skrill',
  wise: 'Wise',
  payoneer: 'Payoneer',
  venmo: 'Venmo',
  cashapp: 'Cash App',
  other: 'Other',
};
/** The currencies the wallet form offers; the first is the default. */
export const WALLET_CURRENCIES = ['USD', 'EUR', 'GBP', 'CAD', 'AUD', 'ZAR', 'KES', 'NGN'] as const;
export const DEFAULT_WALLET_CURRENCY = WALLET_CURRENCIES[0];
export const CHECK_COUNTRIES = ['United States', 'Canada', 'United Kingdom', 'Kenya', 'South Africa', 'Nigeria', 'Ghana', 'Australia', 'Other'] as const;

export type CreateWithdrawalRequest = z.infer<typeof CreateWithdrawalRequestSchema>;

export const WITHDRAWAL_STATUSES = ['pending', 'processing', 'submitted', 'completed', 'failed'] as const;

export type WithdrawalStatus = z.infer<typeof WithdrawalStatusSchema>;

export const WITHDRAWAL_STATUS_LABELS: Record<WithdrawalStatus, string> = {
  pending: 'Pending',
  processing: 'Processing',
  submitted: 'Submitted to Bank',
  completed: 'Completed',
  failed: 'Failed',
};
/**
 * The statuses staff set by hand; `submitted` is set only by a payout batch that sends the withdrawal to the bank
 * (its bank's answer, or staff, then complete or fail it).
 */
export const WITHDRAWAL_MANUAL_STATUSES = ['pending', 'processing', 'completed', 'failed'] as const satisfies readonly WithdrawalStatus[];

export type ManualWithdrawalStatus = (typeof WITHDRAWAL_MANUAL_STATUSES)[number];

/** Completed and failed are final: no later status change is accepted (spec 2 §4). */
export const WITHDRAWAL_FINAL_STATUSES: readonly WithdrawalStatus[] = ['completed', 'failed'];
export function isFinalWithdrawalStatus(status: WithdrawalStatus): boolean {
  return WITHDRAWAL_FINAL_STATUSES.includes(status);
}

export type WithdrawalView = z.infer<typeof WithdrawalViewSchema>;
export type WithdrawalStatusChangedEvent = z.infer<typeof WithdrawalStatusChangedEventSchema>;
export type CreateWithdrawalResult = z.infer<typeof CreateWithdrawalResultSchema>;

export const RECEIPT_NOT_AVAILABLE = 'A receipt is available once the withdrawal is processing or completed.';

/** The longest processing message an admin may attach to a status change. */
export const PROCESSING_MESSAGE_MAX_LENGTH = 500;
