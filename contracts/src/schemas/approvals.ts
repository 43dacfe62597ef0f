// The zod schemas of approvals.ts's payloads: for the servers, the API's route declarations and the forms that
// validate. Not in the browser entry (web.ts), so a page that only shows data loads no zod.
import { z } from 'zod';
import { ClientIdempotencyKeySchema, AwardGrantBodySchema, AdjustFundsBodySchema } from './ledger.js';
import { APPROVAL_REASON_MAX_LENGTH, ApprovalMessages } from '../approvals.js';
import { NOT_BLANK_RULE } from '../registration.js';

export const ApprovalKindSchema = z.enum(['grant_award', 'funds_adjustment', 'report_approval']);
export const ApprovalStatusSchema = z.enum(['pending', 'approved', 'rejected']);

const idempotencyKey = ClientIdempotencyKeySchema;
export const GrantAwardDetailsSchema = AwardGrantBodySchema.omit({ idempotencyKey: true });
export const FundsAdjustmentDetailsSchema = AdjustFundsBodySchema.omit({ idempotencyKey: true });
/** A progress report whose approval releases tranches the four-eyes rules hold back; the ledger names its milestone. */
export const ReportApprovalDetailsSchema = z.object({ reportId: z.string().uuid(), milestoneTitle: z.string() });

/** An admin asks for a large award or adjustment, or a report approval whose release needs a second admin (idempotent by the maker's key). */
export const CreateApprovalBodySchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('grant_award'), userId: z.string().uuid(), grant: GrantAwardDetailsSchema, idempotencyKey }),
  z.object({ kind: z.literal('funds_adjustment'), userId: z.string().uuid(), adjustment: FundsAdjustmentDetailsSchema, idempotencyKey }),
  z.object({ kind: z.literal('report_approval'), userId: z.string().uuid(), reportId: z.string().uuid(), idempotencyKey }),
]);
export const CreateApprovalRequestSchema = z.intersection(CreateApprovalBodySchema, z.object({ makerId: z.string().uuid() }));

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

export const ApprovalListSchema = z.object({ thresholdCents: z.number().int(), requests: z.array(ApprovalRequestViewSchema) });
