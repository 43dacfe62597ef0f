import { createHash } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import {
  AdminAdjustMessages,
  ApprovalMessages,
  GrantScheduleMessages,
  formatUsd,
  mayReceiveCredits,
  RecipientStandingMessages,
  Rpc,
  type ApprovalList,
  type ApprovalRequestView,
  type CreateApprovalRequest,
  type ReportApprovalDetails,
  type RpcIn,
} from '@portal/contracts';
import { RpcCallError, RpcClient, RpcErrors, recordAdminAction } from '@portal/service-kit';
import { GrantScheduleService } from '../grant-schedule/grant-schedule.service.js';
import { GrantsService } from '../grants/grants.service.js';
import { fourEyesThresholdCents } from '../ledger/four-eyes.js';
import { LedgerService } from '../ledger/ledger.service.js';
import { InsufficientFundsError } from '../ledger/posting-engine.js';
import { databaseErrorMentions } from '../prisma/database-errors.js';
import type { Db } from '../prisma/prisma.service.js';
import type { ApprovalRequest } from '../generated/prisma/client.js';
import { ApprovalsRepository } from './approvals.repository.js';
import { requestedMove, toApprovalView } from './approval.mapper.js';

/**
 * Four-eyes approval: a request records what one admin wants to move; a different admin's approval
 * makes the one posting (key `approval:<id>`) in the same transaction that marks the request approved,
 * under the request's row lock, so the money moves exactly once.
 */
@Injectable()
export class ApprovalsService {
  constructor(
    @Inject(ApprovalsRepository) private readonly approvals: ApprovalsRepository,
    @Inject(GrantsService) private readonly grants: GrantsService,
    @Inject(LedgerService) private readonly ledger: LedgerService,
    @Inject(RpcClient) private readonly rpc: RpcClient,
    @Inject(GrantScheduleService) private readonly schedules: GrantScheduleService,
  ) {}

  async create(request: CreateApprovalRequest): Promise<ApprovalRequestView> {
    const { amountCents, details } = await this.requested(request);
    const fingerprint = createHash('sha256')
      .update(JSON.stringify([request.kind, request.userId, details]))
      .digest('hex');
    const row = await this.approvals
      .createOnce(
        {
          kind: request.kind,
          userId: request.userId,
          amountCents: BigInt(amountCents),
          details,
          makerId: request.makerId,
          idempotencyKey: request.idempotencyKey,
          fingerprint,
        },
        (row, tx) =>
          recordAdminAction(tx, {
            service: 'ledger-withdrawals',
            actorId: request.makerId,
            action: 'approval_request',
            targetType: 'approval_request',
            targetId: row.id,
            userId: request.userId,
            newValue: 'pending',
            description: `${request.kind} of ${formatUsd(amountCents)} requested for a second approval`,
          }),
      )
      .catch((error: unknown) => {
        // One report approval may wait at a time (approval_requests_one_pending_report).
        if (databaseErrorMentions(error, 'approval_requests_one_pending_report')) throw RpcErrors.conflict(ApprovalMessages.reportPending);
        throw error;
      });
    if (row.fingerprint !== fingerprint) throw RpcErrors.conflict('This idempotency key was already used for another request');
    return toApprovalView(row);
  }

  /** What the request would move and the details kept with it; a report approval's are read from its report. */
  private async requested(request: CreateApprovalRequest): Promise<{ amountCents: number; details: object }> {
    if (request.kind !== 'report_approval') return requestedMove(request);
    const report = await this.schedules.approvalRequestOf(request.reportId);
    if (report.userId !== request.userId) throw RpcErrors.notFound(GrantScheduleMessages.reportNotFound);
    const details: ReportApprovalDetails = { reportId: request.reportId, milestoneTitle: report.milestoneTitle };
    return { amountCents: report.amountCents, details };
  }

  async list(query: RpcIn<'approvalsList'>): Promise<ApprovalList> {
    const rows = await this.approvals.list(query.status, query.limit);
    return { thresholdCents: fourEyesThresholdCents(), requests: rows.map(toApprovalView) };
  }

  async approve({ id, checkerId }: RpcIn<'approvalsApprove'>): Promise<ApprovalRequestView> {
    try {
      return await this.approvals.transaction(async (tx) => {
        const row = await this.pending(id, tx);
        if (row.makerId === checkerId) throw RpcErrors.forbidden(ApprovalMessages.ownRequest);
        await this.refuseCreditToBlocked(row);
        const transactionNumber = await this.apply(row, checkerId, tx);
        await recordAdminAction(tx, {
          service: 'ledger-withdrawals',
          actorId: checkerId,
          action: 'approval_approve',
          targetType: 'approval_request',
          targetId: id,
          userId: row.userId,
          oldValue: 'pending',
          newValue: 'approved',
          description: `${row.kind} of ${formatUsd(Number(row.amountCents))} approved (${transactionNumber ?? 'nothing released'})`,
        });
        return toApprovalView(await this.approvals.decide(id, { status: 'approved', checkerId, transactionNumber }, tx));
      });
    } catch (error) {
      if (error instanceof InsufficientFundsError) throw RpcErrors.validation(AdminAdjustMessages.insufficientForDeduction);
      throw error;
    }
  }

  async reject({ id, checkerId, reason }: RpcIn<'approvalsReject'>): Promise<ApprovalRequestView> {
    return this.approvals.transaction(async (tx) => {
      const row = await this.pending(id, tx);
      await recordAdminAction(tx, {
        service: 'ledger-withdrawals',
        actorId: checkerId,
        action: 'approval_reject',
        targetType: 'approval_request',
        targetId: id,
        userId: row.userId,
        oldValue: 'pending',
        newValue: 'rejected',
        description: `${row.kind} of ${formatUsd(Number(row.amountCents))} rejected: ${reason}`,
      });
      return toApprovalView(await this.approvals.decide(id, { status: 'rejected', checkerId, reason }, tx));
    });
  }

  /**
   * An award or an addition is credited only to a recipient who may still sign in (asked of accounts-kyc at the
   * approval, under the request's lock: the status may have changed since the request was made); a deduction
   * (recovering funds) is applied to any account the ledger has not closed. An erased recipient has no profile.
   */
  private async refuseCreditToBlocked(row: ApprovalRequest): Promise<void> {
    const view = toApprovalView(row);
    if (!view.grant && !view.report && view.adjustment?.direction !== 'add') return;
    const profile = await this.rpc.call(Rpc.accountsGetProfile, { userId: row.userId }).catch((error: unknown) => {
      if (error instanceof RpcCallError && error.body.statusCode === 404) return null;
      throw error;
    });
    if (!profile || !mayReceiveCredits(profile)) throw RpcErrors.conflict(RecipientStandingMessages.creditRefused);
  }

  /** The request, locked, while it is still pending. */
  private async pending(id: string, tx: Db): Promise<ApprovalRequest> {
    const row = await this.approvals.lock(id, tx);
    if (!row) throw RpcErrors.notFound(ApprovalMessages.notFound);
    if (row.status !== 'pending') throw RpcErrors.conflict(ApprovalMessages.decided);
    return row;
  }

  /** Makes the request's posting; answers its transaction number (none when a report's tranche stays withheld). */
  private async apply(row: ApprovalRequest, checkerId: string, tx: Db): Promise<string | null> {
    const view = toApprovalView(row);
    const idempotencyKey = `approval:${row.id}`;
    if (view.grant) {
      return (await this.grants.openIn(tx, { ...view.grant, userId: row.userId, actorId: checkerId, idempotencyKey })).transactionNumber;
    }
    if (view.report) {
      // The report is approved by the checker and its tranches released in this transaction, past the four-eyes checks.
      const review = { reportId: view.report.reportId, actorId: checkerId, decision: 'approved' as const };
      const { released } = await this.schedules.reviewIn(tx, review, { secondApproval: true });
      return released?.transactionNumber ?? null;
    }
    if (!view.adjustment) throw new Error(`Approval request ${row.id} has no details`);
    return (await this.ledger.adjustIn(tx, { ...view.adjustment, userId: row.userId, actorId: checkerId, idempotencyKey })).transaction.transactionNumber;
  }
}
