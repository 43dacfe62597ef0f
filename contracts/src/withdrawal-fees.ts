import { percentOfCents } from './money.js';
import type { z } from 'zod';
import type { WithdrawalMethodSchema } from './schemas/withdrawal-fees.js';

export const WITHDRAWAL_METHODS = ['bank_transfer', 'wire_transfer', 'digital_wallet', 'check'] as const;

export type WithdrawalMethod = z.infer<typeof WithdrawalMethodSchema>;

interface FeeRule {
  /** Percentage in basis points (1% = 100). */
  percentBp: number;
  /** Fixed part, cents. */
  fixedCents: number;
  /** Lower bound of the whole fee, cents. */
  minimumCents: number;
  label: string;
  /** How the fee is described on the method card. */
  feeText: string;
}

/** Withdrawal fees (spec 2 §9). All methods take 3-5 business days. */
export const WITHDRAWAL_FEES: Record<WithdrawalMethod, FeeRule> = {
  bank_transfer: { percentBp: 200, fixedCents: 0, minimumCents: 500, label: 'Bank Transfer', feeText: '2% (min $5)' },
  wire_transfer: { percentBp: 300, fixedCents: 2500, minimumCents: 0, label: 'Wire Transfer', feeText: '$25 + 3%' },
  digital_wallet: { percentBp: 150, fixedCents: 0, minimumCents: 0, label: 'Digital Wallet', feeText: '1.5%' },
  check: { percentBp: 0, fixedCents: 1000, minimumCents: 0, label: 'Check', feeText: '$10 flat' },
};
export const WITHDRAWAL_PROCESSING_TIME = '3-5 business days';
export const WITHDRAWAL_TIMELINE_TEXT = '3-5 business days (simulated)';
/** A new withdrawal is expected to complete 7200 minutes (5 days) after creation. */
export const WITHDRAWAL_EXPECTED_COMPLETION_MS = 7200 * 60_000;

export interface FeeQuote {
  amountCents: number;
  feeCents: number;
  netCents: number;
}

/** The processing fee and the net paid out for a withdrawal of `amountCents` by `method`. */
export function quoteWithdrawal(method: WithdrawalMethod, amountCents: number): FeeQuote {
  if (!Number.isSafeInteger(amountCents) || amountCents < 0) throw new RangeError(`Invalid amount ${amountCents}`);
  const rule = WITHDRAWAL_FEES[method];
  const feeCents = Math.max(rule.fixedCents + percentOfCents(amountCents, rule.percentBp), rule.minimumCents);
  return { amountCents, feeCents, netCents: amountCents - feeCents };
}
