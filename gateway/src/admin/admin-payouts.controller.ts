import { createHash } from 'node:crypto';
import { Controller, Inject, Res } from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import { Api, ErrorCodes, Rpc, type RouteRequest } from '@portal/contracts';
import { RpcClient } from '@portal/service-kit';
import { CurrentUser } from '../auth/decorators.js';
import type { AuthenticatedUser } from '../auth/token-verifier.js';
import { ApiError } from '../http/api-error.js';
import { Endpoint, RouteInput } from '../http/endpoint.js';
import { BankAnswerError, readBankAnswer } from '../payouts/bank-answer.js';
import { pain001 } from '../payouts/pain001.js';
import { reconciliationCsv } from '../payouts/reconciliation-csv.js';

const routes = Api.adminPayouts;

/**
 * Payout batches for the fund's bank: staff collect processing bank withdrawals into a batch, download it as
 * pain.001, and upload the bank's answer, which is read and checked here and matched by ledger-withdrawals.
 */
@Controller()
export class AdminPayoutsController {
  constructor(@Inject(RpcClient) private readonly rpc: RpcClient) {}

  @Endpoint(routes.batches)
  batches() {
    return this.rpc.call(Rpc.payoutBatchList, {});
  }

  @Endpoint(routes.createBatch)
  createBatch(@RouteInput() { body }: RouteRequest<typeof routes.createBatch>, @CurrentUser() admin: AuthenticatedUser) {
    return this.rpc.call(Rpc.payoutBatchCreate, { ...body, adminId: admin.id });
  }

  @Endpoint(routes.batch)
  batch(@RouteInput() { params }: RouteRequest<typeof routes.batch>) {
    return this.rpc.call(Rpc.payoutBatchGet, { batchId: params.id });
  }

  @Endpoint(routes.pain001)
  async pain001(@RouteInput() { params }: RouteRequest<typeof routes.pain001>, @Res() reply: FastifyReply): Promise<void> {
    const batch = await this.rpc.call(Rpc.payoutBatchGet, { batchId: params.id });
    const now = new Date();
    void reply
      .header('content-type', 'application/xml; charset=utf-8')
      .header('content-disposition', `attachment; filename="pain001-${batch.messageId}.xml"`)
      .header('cache-control', 'private, no-store')
      .send(pain001(batch, now, now.toISOString().slice(0, 10)));
  }

  @Endpoint(routes.uploadAnswer)
  uploadAnswer(@RouteInput() { body }: RouteRequest<typeof routes.uploadAnswer>, @CurrentUser() admin: AuthenticatedUser) {
    let answer;
    try {
      answer = readBankAnswer(body.document);
    } catch (error) {
      if (error instanceof BankAnswerError) throw new ApiError(400, ErrorCodes.validationFailed, error.message);
      throw error;
    }
    return this.rpc.call(Rpc.payoutReconcile, {
      adminId: admin.id,
      fileSha256: createHash('sha256').update(body.document, 'utf8').digest('hex'),
      fileName: body.fileName ?? null,
      ...answer,
    });
  }

  @Endpoint(routes.unmatched)
  unmatched() {
    return this.rpc.call(Rpc.payoutUnmatched, {});
  }

  @Endpoint(routes.report)
  report(@RouteInput() { params }: RouteRequest<typeof routes.report>) {
    return this.rpc.call(Rpc.payoutReport, { batchId: params.id });
  }

  @Endpoint(routes.reportCsv)
  async reportCsv(@RouteInput() { params }: RouteRequest<typeof routes.reportCsv>, @Res() reply: FastifyReply): Promise<void> {
    const report = await this.rpc.call(Rpc.payoutReport, { batchId: params.id });
    void reply
      .header('content-type', 'text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="payout-reconciliation-${report.batch.messageId}.csv"`)
      .header('cache-control', 'private, no-store')
      .send(reconciliationCsv(report));
  }
}
