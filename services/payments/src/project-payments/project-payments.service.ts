import { Inject, Injectable } from '@nestjs/common';
import {
  GenericMessages,
  PROJECT_PAYMENT_BUSINESS_DAYS,
  PROJECT_PAYMENT_TRANSITIONS,
  ProjectPaymentMessages,
  Rpc,
  addBusinessDays,
  normalizedRecipientDetails,
  projectPaymentErrors,
  quoteProjectPayment,
  type CreateProjectPaymentResult,
  type ProjectPaymentStatus,
  type ProjectPaymentView,
  type RpcIn,
} from '@portal/contracts';
import { RpcClient, RpcErrors, rpcError } from '@portal/service-kit';
import type { ProjectPayment } from '../generated/prisma/client.js';
import { LedgerMoves, forwardRpcError, type MoveOutcome, type SettlementMove } from '../moves/ledger-moves.client.js';
import { assertSameRequest, dayBounds, fingerprintOf, isUniqueViolation, toCents } from '../moves/move-records.js';
import { MoveRecordNotFound } from '../moves/move-record-store.js';
import { PrismaService } from '../prisma/prisma.service.js';
import { toProjectPaymentView } from './project-payment.mapper.js';
import { ProjectPaymentsRepository } from './project-payments.repository.js';

function settlementMove(row: ProjectPayment): SettlementMove {
  return {
    key: `project-payment:${row.id}`,
    kind: 'project_payment',
    amountCents: toCents(row.amountCents),
    feeCents: toCents(row.feeCents),
    transactionNumber: row.transactionNumber,
  };
}

/** All form problems as one message: the single problem, or the heading and each problem. */
function formErrorMessage(errors: string[]): string {
  return errors.length === 1 ? errors[0]! : `${ProjectPaymentMessages.formErrors}: ${errors.join('; ')}`;
}

/**
 * Project payments: recorded first (pending, debit not yet posted), then the total (amount + fee) is
 * debited in the ledger with the record's key and waits in payout clearing until an admin completes
 * the payment (net paid out) or fails it (total returned). Same recovery as transfers.
 */
@Injectable()
export class ProjectPaymentsService {
  constructor(
    @Inject(ProjectPaymentsRepository) private readonly payments: ProjectPaymentsRepository,
    @Inject(LedgerMoves) private readonly ledger: LedgerMoves,
    @Inject(RpcClient) private readonly rpc: RpcClient,
    @Inject(PrismaService) private readonly db: PrismaService,
  ) {}

  async create(request: RpcIn<'projectPaymentsCreate'>): Promise<CreateProjectPaymentResult> {
    const fingerprint = fingerprintOf(request);
    const earlier = await this.payments.findByKey(request.userId, request.idempotencyKey);
    if (earlier) return this.replay(earlier, fingerprint);

    const errors = projectPaymentErrors(request);
    if (errors.length) throw RpcErrors.validation(formErrorMessage(errors));
    const quote = quoteProjectPayment(request.amountCents);
    await this.rpc.call(Rpc.pinVerify, { userId: request.userId, pin: request.pin }, { timeoutMs: 30_000 }).catch(forwardRpcError);

    let row: ProjectPayment;
    try {
      row = await this.payments.insert({
        userId: request.userId,
        idempotencyKey: request.idempotencyKey,
        fingerprint,
        category: request.category,
        recipientName: request.recipientName,
        recipientDetails: normalizedRecipientDetails(request),
        amountCents: BigInt(quote.amountCents),
        feeCents: BigInt(quote.feeCents),
        totalCents: BigInt(quote.totalCents),
        netCents: BigInt(quote.netCents),
        purposeDescription: request.purposeDescription,
        projectPhase: request.projectPhase || undefined,
        expectedCompletionDate: addBusinessDays(new Date(), PROJECT_PAYMENT_BUSINESS_DAYS),
      });
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
      const other = await this.payments.findByKey(request.userId, request.idempotencyKey);
      if (!other) throw error;
      return this.replay(other, fingerprint);
    }
    return this.post(row, false);
  }

  async post(row: ProjectPayment, replayed: boolean): Promise<CreateProjectPaymentResult> {
    const move = settlementMove(row);
    const outcome = await this.ledger.debit({
      idempotencyKey: move.key,
      kind: move.kind,
      userId: row.userId,
      amountCents: move.amountCents,
      feeCents: move.feeCents,
      transactionNumber: row.transactionNumber,
      description: `Project payment to ${row.recipientName}: ${row.purposeDescription}`.slice(0, 300),
    });
    if (outcome.kind === 'unavailable') throw rpcError(503, 'SERVICE_UNAVAILABLE', GenericMessages.serviceUnavailable);
    if (outcome.kind === 'refused') {
      await this.payments.markRefused(row, outcome.message);
      throw rpcError(outcome.statusCode === 409 ? 400 : outcome.statusCode, outcome.code, outcome.message);
    }
    const updated = await this.payments.markPosted(row);
    return { payment: toProjectPaymentView(updated), balanceCents: outcome.balanceCents ?? 0, replayed: replayed || outcome.replayed };
  }

  private async replay(row: ProjectPayment, fingerprint: string): Promise<CreateProjectPaymentResult> {
    assertSameRequest(row.fingerprint, fingerprint);
    if (row.postingState === 'unposted') return this.post(row, true);
    if (row.postingState === 'refused') throw RpcErrors.validation(row.processingMessage ?? ProjectPaymentMessages.processFailed('refused'));
    return { payment: toProjectPaymentView(row), balanceCents: (await this.ledger.balanceOf(row.userId)) ?? 0, replayed: true };
  }

  async list(request: RpcIn<'projectPaymentsList'>): Promise<ProjectPaymentView[]> {
    const bounds = request.date ? await dayBounds(this.db, request.date, request.timeZone) : {};
    return (await this.payments.list(request.userId, { q: request.q, ...bounds })).map(toProjectPaymentView);
  }

  async adminList(request: RpcIn<'projectPaymentsAdminList'>): Promise<ProjectPaymentView[]> {
    return (await this.payments.adminList(request.status, request.limit)).map(toProjectPaymentView);
  }

  /** Completed: 'Payment processed and disbursed', the net paid out of clearing. Failed: the total returned to the payer. */
  async setStatus(request: RpcIn<'projectPaymentsSetStatus'>): Promise<ProjectPaymentView> {
    let result;
    try {
      result = await this.payments.setStatus(
        request.paymentId,
        (row) => {
          if (row.status === request.status) return null;
          if (row.postingState !== 'posted' || !PROJECT_PAYMENT_TRANSITIONS[row.status as ProjectPaymentStatus].includes(request.status)) {
            throw RpcErrors.conflict(ProjectPaymentMessages.finalStatus);
          }
          return { status: request.status, message: request.status === 'completed' ? ProjectPaymentMessages.completed : (request.message ?? null) };
        },
        request.adminId,
      );
    } catch (error) {
      if (error instanceof MoveRecordNotFound) throw RpcErrors.notFound(ProjectPaymentMessages.notFound);
      throw error;
    }
    if (result.after !== result.before) await this.finishSettlement(result.after);
    return toProjectPaymentView((await this.payments.findById(request.paymentId))!);
  }

  async finishSettlement(row: ProjectPayment): Promise<MoveOutcome | null> {
    if (row.settlementState === 'settle_pending') {
      const outcome = await this.ledger.settle(settlementMove(row));
      if (outcome.kind === 'done') await this.payments.markSettlement(row.id, 'settled');
      return outcome;
    }
    if (row.settlementState === 'refund_pending') {
      const outcome = await this.ledger.refund({
        ...settlementMove(row),
        userId: row.userId,
        description: `Returned: project payment ${row.transactionNumber} failed`,
      });
      if (outcome.kind === 'done') await this.payments.markSettlement(row.id, 'refunded');
      return outcome;
    }
    return null;
  }

  async recover(olderThan: Date, limit: number): Promise<number> {
    const rows = await this.payments.needingRecovery(olderThan, limit);
    for (const row of rows) {
      if (row.postingState === 'unposted') await this.post(row, true).catch(() => undefined);
      else await this.finishSettlement(row);
    }
    return rows.length;
  }
}
