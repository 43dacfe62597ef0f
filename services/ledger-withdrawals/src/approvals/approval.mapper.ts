import {
  FundsAdjustmentDetailsSchema,
  GrantAwardDetailsSchema,
  ReportApprovalDetailsSchema,
  type ApprovalKind,
  type ApprovalRequestView,
  type ApprovalStatus,
  type CreateApprovalRequest,
} from '@portal/contracts';
import type { ApprovalRequest } from '../generated/prisma/client.js';

/** The amount an award or adjustment request moves and the details stored with it (a report approval's come from its report). */
export function requestedMove(request: Exclude<CreateApprovalRequest, { kind: 'report_approval' }>): { amountCents: number; details: object } {
  return request.kind === 'grant_award'
    ? { amountCents: request.grant.totalCents, details: request.grant }
    : { amountCents: request.adjustment.amountCents, details: request.adjustment };
}

export function toApprovalView(row: ApprovalRequest): ApprovalRequestView {
  const kind = row.kind as ApprovalKind;
  return {
    id: row.id,
    kind,
    userId: row.userId,
    amountCents: Number(row.amountCents),
    grant: kind === 'grant_award' ? GrantAwardDetailsSchema.parse(row.details) : null,
    adjustment: kind === 'funds_adjustment' ? FundsAdjustmentDetailsSchema.parse(row.details) : null,
    report: kind === 'report_approval' ? ReportApprovalDetailsSchema.parse(row.details) : null,
    status: row.status as ApprovalStatus,
    makerId: row.makerId,
    checkerId: row.checkerId,
    reason: row.reason,
    transactionNumber: row.transactionNumber,
    createdAt: row.createdAt.toISOString(),
    decidedAt: row.decidedAt?.toISOString() ?? null,
  };
}
