// The zod schemas of grant-budget.ts's payloads: for the servers, the API's route declarations and the forms that
// validate. Not in the browser entry (web.ts), so a page that only shows data loads no zod.
import { z } from 'zod';
import { BUDGET_LINES, BudgetMessages, BUDGET_LIMITS } from '../grant-budget.js';
import { NOT_BLANK_RULE } from '../registration.js';

export const BudgetLineSchema = z.enum(BUDGET_LINES, { error: 'Please select a budget line' });

/** block: a payment above its line's remaining is refused; warn: it goes through and is flagged. */
export const BudgetModeSchema = z.enum(['block', 'warn']);

const cents = z.number().int();

/** The budget staff set: every line's amount (missing lines are 0) and the mode; the lines must add up to the award total. */
export const SetBudgetBodySchema = z.object({
  lines: z.partialRecord(BudgetLineSchema, cents.nonnegative().max(Number.MAX_SAFE_INTEGER)),
  mode: BudgetModeSchema.default('warn'),
});

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

export const ReallocationCommentBodySchema = z.object({
  comment: z.string().max(BUDGET_LIMITS.commentMaxLength).trim().min(1, BudgetMessages.commentRequired).meta(NOT_BLANK_RULE),
});

export const ReallocationStatusSchema = z.enum(['pending', 'approved', 'rejected']);

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
