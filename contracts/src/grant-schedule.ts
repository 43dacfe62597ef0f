import type { z } from 'zod';
import type {
  GrantScheduleInputSchema,
  TrancheStatusSchema,
  TrancheViewSchema,
  ReportStatusSchema,
  ReportDecisionSchema,
  ReportViewSchema,
  MilestoneViewSchema,
  GrantScheduleViewSchema,
  SubmitReportBodySchema,
  ReportQueueFilterSchema,
  ReportQueueItemSchema,
  ReviewResultSchema,
  GrantReportDecidedEventSchema,
  GrantReportDueEventSchema,
  GrantTrancheReleasedEventSchema,
} from './schemas/grant-schedule.js';

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

export type TrancheStatus = z.infer<typeof TrancheStatusSchema>;
export type TrancheView = z.infer<typeof TrancheViewSchema>;
export type ReportStatus = z.infer<typeof ReportStatusSchema>;
export type ReportDecision = z.infer<typeof ReportDecisionSchema>;
export type ReportView = z.infer<typeof ReportViewSchema>;
export type MilestoneView = z.infer<typeof MilestoneViewSchema>;
export type GrantScheduleView = z.infer<typeof GrantScheduleViewSchema>;
export type SubmitReportBody = z.infer<typeof SubmitReportBodySchema>;
export type ReportQueueFilter = z.infer<typeof ReportQueueFilterSchema>;
export type ReportQueueItem = z.infer<typeof ReportQueueItemSchema>;
export type ReviewResult = z.infer<typeof ReviewResultSchema>;
export type GrantReportDecidedEvent = z.infer<typeof GrantReportDecidedEventSchema>;

/** How many days before a milestone's due date its recipient is reminded of the report (again once it is overdue). */
export const REPORT_REMINDER_DAYS_BEFORE = 7;

export type GrantReportDueEvent = z.infer<typeof GrantReportDueEventSchema>;
export type GrantTrancheReleasedEvent = z.infer<typeof GrantTrancheReleasedEventSchema>;
