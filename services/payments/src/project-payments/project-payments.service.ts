import { Inject, Injectable } from '@nestjs/common';
import {
  PROJECT_PAYMENT_BUSINESS_DAYS,
  PROJECT_PAYMENT_TRANSITIONS,
  ProjectPaymentMessages,
  Rpc,
  addBusinessDays,
  budgetLineOf,
  type BudgetLine,
  normalizedRecipientDetails,
  projectPaymentErrors,
  quoteProjectPayment,
  type CreateProjectPaymentResult,
  type ProjectPaymentStatus,
  type ProjectPaymentView,
  type RpcIn,
} from '@portal/contracts';
import { RpcClient, RpcErrors } from '@portal/service-kit';
import type { ProjectPayment } from '../generated/prisma/client.js';
import { LedgerMoves, forwardRpcError, type SettlementMove } from '../moves/ledger-moves.client.js';
import { MoveRecordFlow } from '../moves/move-record-flow.js';
import { dayBounds, fingerprintOf, toCents } from '../moves/move-records.js';
import { PrismaService } from '../prisma/prisma.service.js';
import { toProjectPaymentView } from './project-payment.mapper.js';
import { ProjectPaymentsRepository } from './project-payments.repository.js';

/** All form problems as one message: the single problem, or the heading and each problem. */
function formErrorMessage(errors: string[]): string {
  return errors.length === 1 ? errors[0]! : `${ProjectPaymentMessages.formErrors}: ${errors.join('; ')}`;
}

/**
 * Project payments (see MoveRecordFlow): the total (amount + fee) is debited and waits in payout
 * clearing until an admin completes the payment (net paid out) or fails it (total returned).
 */
@Injectable()
export class ProjectPaymentsService extends MoveRecordFlow<ProjectPayment, ProjectPaymentStatus, CreateProjectPaymentResult> {
  protected readonly refusedMessage = ProjectPaymentMessages.processFailed('refused');

  constructor(
    @Inject(ProjectPaymentsRepository) private readonly payments: ProjectPaymentsRepository,
    @Inject(LedgerMoves) ledger: LedgerMoves,
    @Inject(RpcClient) private readonly rpc: RpcClient,
    @Inject(PrismaService) private readonly db: PrismaService,
  ) {
    super(payments, ledger);
  }

  async create(request: RpcIn<'projectPaymentsCreate'>): Promise<CreateProjectPaymentResult> {
    const fingerprint = fingerprintOf(request);
    const earlier = await this.earlier(request.userId, request.idempotencyKey, fingerprint);
    if (earlier) return earlier;

    const errors = projectPaymentErrors(request);
    if (errors.length) throw RpcErrors.validation(formErrorMessage(errors));
    const quote = quoteProjectPayment(request.amountCents);
    await this.rpc.call(Rpc.pinVerify, { userId: request.userId, pin: request.pin }, { timeoutMs: 30_000 }).catch(forwardRpcError);

    return this.recordAndPost(request.userId, request.idempotencyKey, fingerprint, () =>
      this.payments.insert({
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
        budgetLine: budgetLineOf({ kind: 'projectPayment', category: request.category }, request.budgetLine),
      }),
    );
  }

  protected settlementMove(row: ProjectPayment): SettlementMove {
    return {
      key: `project-payment:${row.id}`,
      kind: 'project_payment',
      amountCents: toCents(row.amountCents),
      feeCents: toCents(row.feeCents),
      transactionNumber: row.transactionNumber,
    };
  }

  protected debitDetails(row: ProjectPayment) {
    return {
      description: `Project payment to ${row.recipientName}: ${row.purposeDescription}`.slice(0, 300),
      budgetLine: budgetLineOf({ kind: 'projectPayment', category: row.category }, row.budgetLine as BudgetLine | null),
    };
  }

  protected markPosted(row: ProjectPayment): Promise<ProjectPayment> {
    return this.payments.markPosted(row);
  }

  protected result(row: ProjectPayment, balanceCents: number, replayed: boolean): CreateProjectPaymentResult {
    return { payment: toProjectPaymentView(row), balanceCents, replayed };
  }

  protected refundDescription(row: ProjectPayment): string {
    return `Returned: project payment ${row.transactionNumber} failed`;
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
    const row = await this.decide(
      request.paymentId,
      (row) => {
        if (row.status === request.status) return null;
        if (row.postingState !== 'posted' || !PROJECT_PAYMENT_TRANSITIONS[row.status as ProjectPaymentStatus].includes(request.status)) {
          throw RpcErrors.conflict(ProjectPaymentMessages.finalStatus);
        }
        return { status: request.status, message: request.status === 'completed' ? ProjectPaymentMessages.completed : (request.message ?? null) };
      },
      request.adminId,
      ProjectPaymentMessages.notFound,
    );
    return toProjectPaymentView(row);
  }
}
