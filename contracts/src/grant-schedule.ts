import { z } from 'zod';
import { NOT_BLANK_RULE } from './registration.js';
import { AttachmentIdsSchema, ReportAttachmentViewSchema } from './report-attachments.js';

/**
 * A grant's schedule: the award total paid in tranches, some released on a milestone's approved progress
 * report, some only once enough of the previous tranche was spent. The ledger owns it (ledger-withdrawals).
 */

const cents = z.number().int();
const calendarDate = z.iso.date('Please enter a valid date');

export const GRANT_SCHEDULE_LIMITS = {
  maxTranches: 24,
  maxMilestones: 24,
  milestoneTitleMaxLength: 200,
  narrativeMaxLength: 10_000,
  maxFigures: 10,
  figureLabelMaxLength: 100,
  commentMaxLength: 2_000,
  /** A milestone counts as "due" in the review queue this many days before its due date. */
  dueSoonDays: 30,
} as const;

export const GrantScheduleMessages = {
  scheduleExceedsTotal: 'The tranches add up to more than the award total',
  scheduleBelowTotal: 'The tranches must add up to the award total',
  releaseAtAwardFirstOnly: 'Only the first tranche may be released at award, and only without a milestone',
  unknownMilestone: 'A tranche names a milestone the schedule does not have',
  spendRuleNeedsPrevious: 'The first tranche cannot have a spend rule: there is no previous tranche',
  noGrant: 'You have no grant',
  milestoneNotFound: 'Milestone not found',
  reportNotFound: 'Progress report not found',
  trancheNotFound: 'Tranche not found',
  reportExists: 'A report for this milestone was already submitted; revise it when changes are requested',
  reportNotRevisable: 'This report cannot be changed now: it is under review or decided',
  reportDecided: 'This report has already been decided',
  commentRequired: 'A comment is required',
  narrativeRequired: 'Please describe the progress made',
  alreadyReleased: 'This tranche has already been released',
  conditionNotMet: "This tranche's milestone report is not approved",
  notDue: 'This tranche is not due yet',
  spendRuleNotMet: (percent: number) => `At least ${percent}% of the previous tranche must be spent before this tranche is released`,
  submitted: 'Progress report submitted',
  approved: 'Report approved',
  changesRequested: 'Changes requested',
  rejected: 'Report rejected',
} as const;

export const GrantMilestoneInputSchema = z.object({
  title: z.string().max(GRANT_SCHEDULE_LIMITS.milestoneTitleMaxLength).trim().min(1).meta(NOT_BLANK_RULE),
  dueDate: calendarDate,
});

export const GrantTrancheInputSchema = z.object({
  amountCents: cents.positive(),
  plannedDate: calendarDate,
  /** The index (0-based) of the milestone whose report must be approved before release. */
  milestone: z
    .number()
    .int()
    .min(0)
    .max(GRANT_SCHEDULE_LIMITS.maxMilestones - 1)
    .optional(),
  /** At least this percentage of the previous tranche must have been spent before release. */
  minSpentPercent: z.number().int().min(1).max(100).optional(),
  /** Paid in with the award (the first tranche only, without a milestone). */
  releaseAtAward: z.boolean().optional(),
});

/** The schedule an admin sets when awarding; the tranches must add up to the award total. */
export const GrantScheduleInputSchema = z
  .object({
    milestones: z.array(GrantMilestoneInputSchema).max(GRANT_SCHEDULE_LIMITS.maxMilestones).default([]),
    tranches: z.array(GrantTrancheInputSchema).min(1).max(GRANT_SCHEDULE_LIMITS.maxTranches),
  })
  .superRefine((schedule, ctx) => {
    schedule.tranches.forEach((tranche, index) => {
      if (tranche.releaseAtAward && (index > 0 || tranche.milestone !== undefined)) {
        ctx.addIssue({ code: 'custom', path: ['tranches', index, 'releaseAtAward'], message: GrantScheduleMessages.releaseAtAwardFirstOnly });
      }
      if (tranche.milestone !== undefined && tranche.milestone >= schedule.milestones.length) {
        ctx.addIssue({ code: 'custom', path: ['tranches', index, 'milestone'], message: GrantScheduleMessages.unknownMilestone });
      }
      if (tranche.minSpentPercent !== undefined && index === 0) {
        ctx.addIssue({ code: 'custom', path: ['tranches', index, 'minSpentPercent'], message: GrantScheduleMessages.spendRuleNeedsPrevious });
      }
    });
  });
export type GrantScheduleInput = z.infer<typeof GrantScheduleInputSchema>;

/**
 * How a schedule's sum compares with the award total: every cent of the award is scheduled, no more.
 * Answers the refusal text, or null when it adds up.
 */
export function scheduleTotalProblem(schedule: Pick<GrantScheduleInput, 'tranches'>, totalCents: number): string | null {
  const sum = schedule.tranches.reduce((s, t) => s + t.amountCents, 0);
  if (sum > totalCents) return GrantScheduleMessages.scheduleExceedsTotal;
  if (sum < totalCents) return GrantScheduleMessages.scheduleBelowTotal;
  return null;
}

/** scheduled: waiting for its date or milestone; due: may be released now; released: paid in; withheld: its report was rejected or the spend rule is not met. */
export const TrancheStatusSchema = z.enum(['scheduled', 'due', 'released', 'withheld']);
export type TrancheStatus = z.infer<typeof TrancheStatusSchema>;

export const TrancheViewSchema = z.object({
  id: z.string().uuid(),
  number: z.number().int(),
  amountCents: cents,
  plannedDate: z.string(),
  milestoneId: z.string().uuid().nullable(),
  minSpentPercent: z.number().int().nullable(),
  status: TrancheStatusSchema,
  releasedAt: z.string().nullable(),
  transactionNumber: z.string().nullable(),
});
export type TrancheView = z.infer<typeof TrancheViewSchema>;

export const ReportFigureSchema = z.object({
  label: z.string().max(GRANT_SCHEDULE_LIMITS.figureLabelMaxLength).trim().min(1).meta(NOT_BLANK_RULE),
  value: z.number().finite(),
});

export const ReportStatusSchema = z.enum(['submitted', 'changes_requested', 'approved', 'rejected']);
export type ReportStatus = z.infer<typeof ReportStatusSchema>;
export const ReportDecisionSchema = z.enum(['approved', 'changes_requested', 'rejected']);
export type ReportDecision = z.infer<typeof ReportDecisionSchema>;

export const ReportVersionViewSchema = z.object({
  version: z.number().int(),
  narrative: z.string(),
  figures: z.array(ReportFigureSchema),
  submittedAt: z.string(),
  /** The files this version carries (bound at its submission, never changed after). */
  attachments: z.array(ReportAttachmentViewSchema),
});

export const ReportDecisionViewSchema = z.object({
  version: z.number().int(),
  decision: ReportDecisionSchema,
  comment: z.string().nullable(),
  decidedAt: z.string(),
});

/** A progress report with every submitted version and every decision, oldest first. */
export const ReportViewSchema = z.object({
  id: z.string().uuid(),
  milestoneId: z.string().uuid(),
  status: ReportStatusSchema,
  version: z.number().int(),
  versions: z.array(ReportVersionViewSchema),
  decisions: z.array(ReportDecisionViewSchema),
});
export type ReportView = z.infer<typeof ReportViewSchema>;

export const MilestoneViewSchema = z.object({
  id: z.string().uuid(),
  number: z.number().int(),
  title: z.string(),
  dueDate: z.string(),
  report: ReportViewSchema.nullable(),
});
export type MilestoneView = z.infer<typeof MilestoneViewSchema>;

/** A grant's schedule as the recipient (and staff) see it. */
export const GrantScheduleViewSchema = z.object({
  grantId: z.string().uuid(),
  title: z.string(),
  totalCents: cents,
  releasedCents: cents,
  tranches: z.array(TrancheViewSchema),
  milestones: z.array(MilestoneViewSchema),
  /** The earliest milestone still waiting for a report (none, or changes requested). */
  nextReportDue: z.object({ milestoneId: z.string().uuid(), title: z.string(), dueDate: z.string(), overdue: z.boolean() }).nullable(),
});
export type GrantScheduleView = z.infer<typeof GrantScheduleViewSchema>;

export const SubmitReportBodySchema = z.object({
  narrative: z.string().max(GRANT_SCHEDULE_LIMITS.narrativeMaxLength).trim().min(1, GrantScheduleMessages.narrativeRequired).meta(NOT_BLANK_RULE),
  figures: z.array(ReportFigureSchema).max(GRANT_SCHEDULE_LIMITS.maxFigures).default([]),
  /** The milestone's draft attachments this version carries (uploaded first, Api.grantAttachments.upload). */
  attachmentIds: AttachmentIdsSchema,
});
export type SubmitReportBody = z.infer<typeof SubmitReportBodySchema>;

export const ReviewCommentBodySchema = z.object({
  comment: z.string().max(GRANT_SCHEDULE_LIMITS.commentMaxLength).trim().min(1, GrantScheduleMessages.commentRequired).meta(NOT_BLANK_RULE),
});

export const ReportQueueFilterSchema = z.enum(['submitted', 'due', 'overdue']);
export type ReportQueueFilter = z.infer<typeof ReportQueueFilterSchema>;

export const ReportQueueItemSchema = z.object({
  milestoneId: z.string().uuid(),
  milestoneTitle: z.string(),
  dueDate: z.string(),
  overdue: z.boolean(),
  grantId: z.string().uuid(),
  grantTitle: z.string(),
  userId: z.string().uuid(),
  report: z.object({ id: z.string().uuid(), status: ReportStatusSchema, version: z.number().int(), submittedAt: z.string(), narrative: z.string() }).nullable(),
});
export type ReportQueueItem = z.infer<typeof ReportQueueItemSchema>;

export const ReviewResultSchema = z.object({
  report: ReportViewSchema,
  /** The tranche the approval released (null when none is linked, or it stays withheld by its spend rule). */
  released: TrancheViewSchema.nullable(),
});
export type ReviewResult = z.infer<typeof ReviewResultSchema>;

/** A progress report was decided (events.ledger.grant-report-decided): the recipient is told, with the reviewer's comment. */
export const GrantReportDecidedEventSchema = z.object({
  reportId: z.string().uuid(),
  userId: z.string().uuid(),
  grantTitle: z.string(),
  milestoneTitle: z.string(),
  version: z.number().int(),
  decision: ReportDecisionSchema,
  comment: z.string().nullable(),
  at: z.string(),
});
export type GrantReportDecidedEvent = z.infer<typeof GrantReportDecidedEventSchema>;

/** How many days before a milestone's due date its recipient is reminded of the report (again once it is overdue). */
export const REPORT_REMINDER_DAYS_BEFORE = 7;

/**
 * A milestone's report is due soon or overdue and not submitted (events.ledger.grant-report-due): the recipient
 * is reminded once before the due date and once after it.
 */
export const GrantReportDueEventSchema = z.object({
  milestoneId: z.string().uuid(),
  userId: z.string().uuid(),
  grantTitle: z.string(),
  milestoneTitle: z.string(),
  dueDate: z.string(),
  overdue: z.boolean(),
  at: z.string(),
});
export type GrantReportDueEvent = z.infer<typeof GrantReportDueEventSchema>;

/** A tranche was paid into the recipient's wallet (events.ledger.grant-tranche-released). */
export const GrantTrancheReleasedEventSchema = z.object({
  trancheId: z.string().uuid(),
  userId: z.string().uuid(),
  grantTitle: z.string(),
  number: z.number().int(),
  amountCents: cents,
  transactionNumber: z.string(),
  at: z.string(),
});
export type GrantTrancheReleasedEvent = z.infer<typeof GrantTrancheReleasedEventSchema>;

// The ledger's request messages (the gateway adds who asks).
const userId = z.string().uuid();
const actorId = z.string().uuid();
export const GrantScheduleRequestSchema = z.object({ userId });
export const SubmitReportRequestSchema = SubmitReportBodySchema.extend({ userId, milestoneId: z.string().uuid() });
export const ReportQueueRequestSchema = z.object({ filter: ReportQueueFilterSchema, limit: z.number().int().min(1).max(500).default(200) });
export const ReviewReportRequestSchema = z.object({
  reportId: z.string().uuid(),
  actorId,
  decision: ReportDecisionSchema,
  comment: z.string().max(GRANT_SCHEDULE_LIMITS.commentMaxLength).optional(),
});
export const ReleaseTrancheRequestSchema = z.object({ trancheId: z.string().uuid(), actorId });
