import { z } from 'zod';
import { NOT_BLANK_RULE } from './registration.js';
import { AdjustFundsBodySchema, AwardGrantBodySchema, ClientIdempotencyKeySchema } from './ledger.js';
import { formatUsd } from './money.js';

/**
 * Four-eyes (maker-checker) approval of large money moves: a grant award or a fund adjustment above
 * the threshold is created as a request by one admin and takes effect only when a different admin
 * approves it; the money moves exactly once, at approval. The ledger enforces it (the owner of money);
 * `FOUR_EYES_THRESHOLD_CENTS` in its environment overrides the default.
 */
export const FOUR_EYES_DEFAULT_THRESHOLD_CENTS = 1_000_000;

/**
 * Four-eyes by exposure: an admin's direct moves are also summed over a rolling window (this many hours
 * unless `FOUR_EYES_WINDOW_HOURS` says otherwise) — what one admin moves to or from one recipient, and what
 * one recipient receives from all admins; a direct move that takes either sum above its limit (by default
 * the threshold) is refused like a single large one and needs an approval request.
 */
export const FOUR_EYES_DEFAULT_WINDOW_HOURS = 24;

/** Whether an amount needs a second admin's approval (strictly above the threshold). */
export function needsSecondApproval(amountCents: number, thresholdCents: number): boolean {
  return amountCents > thresholdCents;
}

export const APPROVAL_REASON_MAX_LENGTH = 500;

export const ApprovalMessages = {
  required: (thresholdCents: number) => `Amounts above ${formatUsd(thresholdCents)} need a second administrator's approval`,
  ownRequest: 'You cannot approve your own request',
  decided: 'This request has already been decided',
  notFound: 'Approval request not found',
  unknownRecipient: 'No recipient has this id: a request can only be made for an existing recipient',
  reasonRequired: 'A reason is required to reject a request',
  requested: "Request sent for a second administrator's approval",
  approved: 'Request approved: the money has moved',
  rejected: 'Request rejected',
  noneWaiting: 'Nothing is awaiting your approval',
  reportPending: "This report's approval already waits for a second administrator",
} as const;

export const ApprovalKindSchema = z.enum(['grant_award', 'funds_adjustment', 'report_approval']);
export type ApprovalKind = z.infer<typeof ApprovalKindSchema>;
export const APPROVAL_KIND_LABELS: Record<ApprovalKind, string> = {
  grant_award: 'Grant award',
  funds_adjustment: 'Fund adjustment',
  report_approval: 'Report approval (tranche release)',
};
export const ApprovalStatusSchema = z.enum(['pending', 'approved', 'rejected']);
export type ApprovalStatus = z.infer<typeof ApprovalStatusSchema>;

const idempotencyKey = ClientIdempotencyKeySchema;
export const GrantAwardDetailsSchema = AwardGrantBodySchema.omit({ idempotencyKey: true });
export const FundsAdjustmentDetailsSchema = AdjustFundsBodySchema.omit({ idempotencyKey: true });
/** A progress report whose approval releases tranches the four-eyes rules hold back; the ledger names its milestone. */
export const ReportApprovalDetailsSchema = z.object({ reportId: z.string().uuid(), milestoneTitle: z.string() });
export type ReportApprovalDetails = z.infer<typeof ReportApprovalDetailsSchema>;

/** An admin asks for a large award or adjustment, or a report approval whose release needs a second admin (idempotent by the maker's key). */
export const CreateApprovalBodySchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('grant_award'), userId: z.string().uuid(), grant: GrantAwardDetailsSchema, idempotencyKey }),
  z.object({ kind: z.literal('funds_adjustment'), userId: z.string().uuid(), adjustment: FundsAdjustmentDetailsSchema, idempotencyKey }),
  z.object({ kind: z.literal('report_approval'), userId: z.string().uuid(), reportId: z.string().uuid(), idempotencyKey }),
]);
export type CreateApprovalBody = z.infer<typeof CreateApprovalBodySchema>;
export const CreateApprovalRequestSchema = z.intersection(CreateApprovalBodySchema, z.object({ makerId: z.string().uuid() }));
export type CreateApprovalRequest = z.infer<typeof CreateApprovalRequestSchema>;

export const RejectApprovalBodySchema = z.object({
  reason: z.string().max(APPROVAL_REASON_MAX_LENGTH).trim().min(1, ApprovalMessages.reasonRequired).meta(NOT_BLANK_RULE),
});
export const DecideApprovalRequestSchema = z.object({ id: z.string().uuid(), checkerId: z.string().uuid() });
export const RejectApprovalRequestSchema = DecideApprovalRequestSchema.extend({ reason: RejectApprovalBodySchema.shape.reason });
export const ListApprovalsRequestSchema = z.object({ status: ApprovalStatusSchema.optional(), limit: z.number().int().min(1).max(200).default(50) });

/** Who the request is about, as admin lists name people (filled by the gateway from accounts-kyc). */
export const ApprovalRecipientSchema = z.object({ fullName: z.string(), email: z.string(), accountNumber: z.string() }).nullable();

export const ApprovalRequestViewSchema = z.object({
  id: z.string().uuid(),
  kind: ApprovalKindSchema,
  userId: z.string().uuid(),
  amountCents: z.number().int(),
  /** The grant's title, start date and total, or the adjustment's direction, amount and description. */
  grant: GrantAwardDetailsSchema.nullable(),
  adjustment: FundsAdjustmentDetailsSchema.nullable(),
  /** The report whose approval, with the release of its milestone's tranches, is asked. */
  report: ReportApprovalDetailsSchema.nullable(),
  status: ApprovalStatusSchema,
  makerId: z.string().uuid(),
  checkerId: z.string().uuid().nullable(),
  reason: z.string().nullable(),
  /** The ledger transaction number of the posting made at approval. */
  transactionNumber: z.string().nullable(),
  createdAt: z.string(),
  decidedAt: z.string().nullable(),
  recipient: ApprovalRecipientSchema.optional(),
});
export type ApprovalRequestView = z.infer<typeof ApprovalRequestViewSchema>;

export const ApprovalListSchema = z.object({ thresholdCents: z.number().int(), requests: z.array(ApprovalRequestViewSchema) });
export type ApprovalList = z.infer<typeof ApprovalListSchema>;
