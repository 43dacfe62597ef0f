import { formatUsd } from './money.js';
import type { z } from 'zod';
import type {
  BudgetLineSchema,
  BudgetModeSchema,
  SetBudgetBodySchema,
  ReallocationBodySchema,
  ReallocationStatusSchema,
  ReallocationViewSchema,
  BudgetLineViewSchema,
  GrantBudgetViewSchema,
} from './schemas/grant-budget.js';
import type { ProjectPaymentCategory } from './project-payments.js';
import type { WithdrawalMethod } from './withdrawal-fees.js';
import type { TransferType } from './transfers.js';

/**
 * A grant's budget: the award total split into lines. Every outgoing payment of the recipient (withdrawal,
 * transfer, project payment; amount and fee) is counted against one line: the posting that moves the money
 * carries it, so budget against actual is a query over the ledger. The ledger owns it (ledger-withdrawals).
 */

export const BUDGET_LINES = ['personnel', 'equipment', 'travel', 'services', 'other'] as const;

export type BudgetLine = z.infer<typeof BudgetLineSchema>;
export type BudgetMode = z.infer<typeof BudgetModeSchema>;

export const BUDGET_LIMITS = { reasonMaxLength: 1_000, commentMaxLength: 2_000 } as const;

/** The line a payment counts against when the recipient names none: one table for every kind of payment. */
export const DEFAULT_BUDGET_LINE = {
  projectPayment: {
    contractors_suppliers: 'services',
    professional_services: 'services',
    staff_personnel: 'personnel',
    equipment_assets: 'equipment',
    utilities_operations: 'other',
    training_capacity: 'services',
    community_services: 'services',
    administrative: 'other',
  },
  withdrawal: { bank_transfer: 'other', wire_transfer: 'other', digital_wallet: 'other', check: 'other' },
  transfer: { within_unseaf: 'other', other_bank: 'other', wire_transfer: 'other' },
} as const satisfies {
  projectPayment: Record<ProjectPaymentCategory, BudgetLine>;
  withdrawal: Record<WithdrawalMethod, BudgetLine>;
  transfer: Record<TransferType, BudgetLine>;
};

/** The line of a payment: the recipient's choice, else the default of its category, method or transfer type. */
export function budgetLineOf(
  payment: { kind: 'projectPayment'; category: string } | { kind: 'withdrawal'; method: string } | { kind: 'transfer'; transferType: string },
  chosen?: BudgetLine | null,
): BudgetLine {
  if (chosen) return chosen;
  const table: Record<string, BudgetLine> =
    payment.kind === 'projectPayment'
      ? DEFAULT_BUDGET_LINE.projectPayment
      : payment.kind === 'withdrawal'
        ? DEFAULT_BUDGET_LINE.withdrawal
        : DEFAULT_BUDGET_LINE.transfer;
  const key = payment.kind === 'projectPayment' ? payment.category : payment.kind === 'withdrawal' ? payment.method : payment.transferType;
  return table[key] ?? 'other';
}

/** The refusal code of a payment above its line's remaining under a blocking budget. */
export const BUDGET_LINE_EXCEEDED = 'BUDGET_LINE_EXCEEDED';

export const BudgetMessages = {
  linesMustSumToTotal: (totalCents: number) => `The budget lines must add up to the award total of ${formatUsd(totalCents)}`,
  lineExceeded: (line: BudgetLine, neededCents: number, remainingCents: number) =>
    `This payment of ${formatUsd(neededCents)} exceeds the remaining ${formatUsd(Math.max(remainingCents, 0))} of your ${line} budget line. Choose another line or ask for a budget reallocation.`,
  noGrant: 'You have no grant',
  sameLine: 'Choose two different budget lines',
  amountPositive: 'The amount must be greater than zero',
  reasonRequired: 'Please give a reason for the reallocation',
  commentRequired: 'A comment is required',
  reallocationNotFound: 'Reallocation request not found',
  reallocationDecided: 'This reallocation request has already been decided',
  reallocationExceedsLine: (line: BudgetLine, remainingCents: number) => `The ${line} line has only ${formatUsd(Math.max(remainingCents, 0))} left to move`,
  noBudget: 'This grant has no budget yet',
} as const;

export type SetBudgetBody = z.infer<typeof SetBudgetBodySchema>;

/** Every line's amount (missing lines are 0), and the refusal text when they do not add up to the award total (else null). */
export function budgetLines(lines: SetBudgetBody['lines'], totalCents: number): { amounts: Record<BudgetLine, number>; problem: string | null } {
  const amounts = Object.fromEntries(BUDGET_LINES.map((line) => [line, lines[line] ?? 0])) as Record<BudgetLine, number>;
  const sum = Object.values(amounts).reduce((s, c) => s + c, 0);
  return { amounts, problem: sum === totalCents ? null : BudgetMessages.linesMustSumToTotal(totalCents) };
}

export type ReallocationBody = z.infer<typeof ReallocationBodySchema>;
export type ReallocationStatus = z.infer<typeof ReallocationStatusSchema>;
export type ReallocationView = z.infer<typeof ReallocationViewSchema>;
export type BudgetLineView = z.infer<typeof BudgetLineViewSchema>;
export type GrantBudgetView = z.infer<typeof GrantBudgetViewSchema>;
