// The zod schemas of grant-schedule.ts's payloads: for the servers, the API's route declarations and the forms that
// validate. Not in the browser entry (web.ts), so a page that only shows data loads no zod.
import { z } from 'zod';
import { GRANT_SCHEDULE_LIMITS, GrantScheduleMessages } from '../grant-schedule.js';
import { NOT_BLANK_RULE } from '../registration.js';
import { ReportAttachmentViewSchema, AttachmentIdsSchema } from './report-attachments.js';

/**
 * A grant's schedule: the award total paid in tranches, some released on a milestone's approved progress
 * report, some only once enough of the previous tranche was spent. The ledger owns it (ledger-withdrawals).
 */

const cents = z.number().int();
const calendarDate = z.iso.date('Please enter a valid date');

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

/** scheduled: waiting for its date or milestone; due: may be released now; released: paid in; withheld: its report was rejected or the spend rule is not met. */
export const TrancheStatusSchema = z.enum(['scheduled', 'due', 'released', 'withheld']);

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

export const ReportFigureSchema = z.object({
  label: z.string().max(GRANT_SCHEDULE_LIMITS.figureLabelMaxLength).trim().min(1).meta(NOT_BLANK_RULE),
  value: z.number().finite(),
});

export const ReportStatusSchema = z.enum(['submitted', 'changes_requested', 'approved', 'rejected']);
export const ReportDecisionSchema = z.enum(['approved', 'changes_requested', 'rejected']);

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

export const MilestoneViewSchema = z.object({
  id: z.string().uuid(),
  number: z.number().int(),
  title: z.string(),
  dueDate: z.string(),
  report: ReportViewSchema.nullable(),
});

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

export const SubmitReportBodySchema = z.object({
  narrative: z.string().max(GRANT_SCHEDULE_LIMITS.narrativeMaxLength).trim().min(1, GrantScheduleMessages.narrativeRequired).meta(NOT_BLANK_RULE),
  figures: z.array(ReportFigureSchema).max(GRANT_SCHEDULE_LIMITS.maxFigures).default([]),
  /** The milestone's draft attachments this version carries (uploaded first, Api.grantAttachments.upload). */
  attachmentIds: AttachmentIdsSchema,
});

export const ReviewCommentBodySchema = z.object({
  comment: z.string().max(GRANT_SCHEDULE_LIMITS.commentMaxLength).trim().min(1, GrantScheduleMessages.commentRequired).meta(NOT_BLANK_RULE),
});

export const ReportQueueFilterSchema = z.enum(['submitted', 'due', 'overdue']);

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

export const ReviewResultSchema = z.object({
  report: ReportViewSchema,
  /** The tranche the approval released (null when none is linked, or it stays withheld by its spend rule). */
  released: TrancheViewSchema.nullable(),
});

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
