import { z } from 'zod';
import { formatUsd } from './money.js';
import type { ProjectPaymentCategory } from './project-payments.js';
import { NOT_BLANK_RULE } from './registration.js';
import type { TransferType } from './transfers.js';
import type { WithdrawalMethod } from './withdrawal-fees.js';

/**
 * A grant's budget: the award total split into lines. Every outgoing payment of the recipient (withdrawal,
 * transfer, project payment; amount and fee) is counted against one line: the posting that moves the money
 * carries it, so budget against actual is a query over the ledger. The ledger owns it (ledger-withdrawals).
 */

export const BUDGET_LINES = ['personnel', 'equipment', 'travel', 'services', 'other'] as const;
export const BudgetLineSchema = z.enum(BUDGET_LINES, { error: 'Please select a budget line' });
export type BudgetLine = z.infer<typeof BudgetLineSchema>;

/** block: a payment above its line's remaining is refused; warn: it goes through and is flagged. */
export const BudgetModeSchema = z.enum(['block', 'warn']);
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

const cents = z.number().int();

/** The budget staff set: every line's amount (missing lines are 0) and the mode; the lines must add up to the award total. */
export const SetBudgetBodySchema = z.object({
  lines: z.partialRecord(BudgetLineSchema, cents.nonnegative().max(Number.MAX_SAFE_INTEGER)),
  mode: BudgetModeSchema.default('warn'),
});
export type SetBudgetBody = z.infer<typeof SetBudgetBodySchema>;

/** Every line's amount (missing lines are 0), and the refusal text when they do not add up to the award total (else null). */
export function budgetLines(lines: SetBudgetBody['lines'], totalCents: number): { amounts: Record<BudgetLine, number>; problem: string | null } {
  const amounts = Object.fromEntries(BUDGET_LINES.map((line) => [line, lines[line] ?? 0])) as Record<BudgetLine, number>;
  const sum = Object.values(amounts).reduce((s, c) => s + c, 0);
  return { amounts, problem: sum === totalCents ? null : BudgetMessages.linesMustSumToTotal(totalCents) };
}

export const ReallocationBodySchema = z
  .object({
    fromLine: BudgetLineSchema,
    toLine: BudgetLineSchema,
    amountCents: cents.positive(BudgetMessages.amountPositive).max(Number.MAX_SAFE_INTEGER),
    reason: z.string().max(BUDGET_LIMITS.reasonMaxLength).trim().min(1, BudgetMessages.reasonRequired).meta(NOT_BLANK_RULE),
  })
  .refine((r) => r.fromLine !== r.toLine, { message: BudgetMessages.sameLine, path: ['toLine'] })
  // The document states the rule too: no line is both the source and the target.
  .meta({
    not: { anyOf: BUDGET_LINES.map((line) => ({ properties: { fromLine: { const: line }, toLine: { const: line } }, required: ['fromLine', 'toLine'] })) },
  });
export type ReallocationBody = z.infer<typeof ReallocationBodySchema>;

export const ReallocationCommentBodySchema = z.object({
  comment: z.string().max(BUDGET_LIMITS.commentMaxLength).trim().min(1, BudgetMessages.commentRequired).meta(NOT_BLANK_RULE),
});

export const ReallocationStatusSchema = z.enum(['pending', 'approved', 'rejected']);
export type ReallocationStatus = z.infer<typeof ReallocationStatusSchema>;

export const ReallocationViewSchema = z.object({
  id: z.string().uuid(),
  fromLine: BudgetLineSchema,
  toLine: BudgetLineSchema,
  amountCents: cents,
  reason: z.string(),
  status: ReallocationStatusSchema,
  comment: z.string().nullable(),
  requestedAt: z.string(),
  decidedAt: z.string().nullable(),
});
export type ReallocationView = z.infer<typeof ReallocationViewSchema>;

/**
 * One line: the budget as first set (original), as it is after approved reallocations (budget), and what the
 * ledger counts against it: spent (completed), committed (pending payouts), remaining = budget − spent − committed.
 */
export const BudgetLineViewSchema = z.object({
  line: BudgetLineSchema,
  originalCents: cents,
  budgetCents: cents,
  spentCents: cents,
  committedCents: cents,
  remainingCents: cents,
  /** Payments let through above the line's remaining under a warning budget. */
  flaggedCount: z.number().int(),
});
export type BudgetLineView = z.infer<typeof BudgetLineViewSchema>;

export const GrantBudgetViewSchema = z.object({
  grantId: z.string().uuid(),
  title: z.string(),
  totalCents: cents,
  /** False until staff set a budget: the lines then show only what was spent. */
  budgetSet: z.boolean(),
  mode: BudgetModeSchema,
  lines: z.array(BudgetLineViewSchema),
  reallocations: z.array(ReallocationViewSchema),
});
export type GrantBudgetView = z.infer<typeof GrantBudgetViewSchema>;

// The ledger's request messages (the gateway adds who asks).
const userId = z.string().uuid();
const actorId = z.string().uuid();
export const GrantBudgetRequestSchema = z.object({ userId });
export const SetBudgetRequestSchema = z.object({ userId, actorId, lines: SetBudgetBodySchema.shape.lines, mode: BudgetModeSchema });
export const RequestReallocationRequestSchema = z.object({
  userId,
  fromLine: BudgetLineSchema,
  toLine: BudgetLineSchema,
  amountCents: cents.positive(),
  reason: z.string().max(BUDGET_LIMITS.reasonMaxLength),
});
export const DecideReallocationRequestSchema = z.object({
  reallocationId: z.string().uuid(),
  actorId,
  decision: z.enum(['approved', 'rejected']),
  comment: z.string().max(BUDGET_LIMITS.commentMaxLength).optional(),
});
