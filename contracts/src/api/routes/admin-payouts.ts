import { z } from 'zod';
import {
  BankAnswerResultSchema,
  CreatePayoutBatchBodySchema,
  CreatePayoutBatchResultSchema,
  PayoutBatchDetailSchema,
  PayoutBatchViewSchema,
  ReconciliationReportSchema,
  UnmatchedLineSchema,
  UploadBankAnswerBodySchema,
} from '../../payouts.js';
import { route } from '../route.js';
import { IdParams } from './params.js';

/** Api.adminPayouts: payout batches of bank withdrawals, their pain.001 files and the reconciliation of the bank's answers. */
export const AdminPayoutsRoutes = {
  batches: route({
    method: 'GET',
    path: '/api/admin/payouts/batches',
    tag: 'admin',
    access: 'admin',
    response: z.array(PayoutBatchViewSchema),
    summary: 'The payout batches, newest first',
  }),
  createBatch: route({
    method: 'POST',
    path: '/api/admin/payouts/batches',
    tag: 'admin',
    access: 'admin',
    status: 201,
    body: CreatePayoutBatchBodySchema,
    response: CreatePayoutBatchResultSchema,
    errors: [400, 409],
    summary:
      'Collect processing bank withdrawals in no batch yet (all, or the ones named) into a payout batch and mark them submitted; a repeated idempotency key returns the first batch',
  }),
  batch: route({
    method: 'GET',
    path: '/api/admin/payouts/batches/:id',
    tag: 'admin',
    access: 'admin',
    params: IdParams,
    response: PayoutBatchDetailSchema,
    errors: [400, 404],
    summary: 'A payout batch with its withdrawals as the payout file names them',
  }),
  pain001: route({
    method: 'GET',
    path: '/api/admin/payouts/batches/:id/pain001.xml',
    tag: 'admin',
    access: 'admin',
    params: IdParams,
    response: { raw: 'application/xml' },
    errors: [400, 404],
    summary: "A payout batch as an ISO 20022 credit transfer initiation (pain.001.001.09) for the fund's bank",
  }),
  uploadAnswer: route({
    method: 'POST',
    path: '/api/admin/payouts/bank-answers',
    tag: 'admin',
    access: 'admin',
    status: 201,
    body: UploadBankAnswerBodySchema,
    response: BankAnswerResultSchema,
    errors: [400],
    summary:
      "Match the bank's answer (a pain.002 status report, a camt.054 debit notification or a camt.053 account statement) by end-to-end id: paid lines complete, rejected or returned lines fail and refund; the rest is listed as unmatched. The same file twice changes nothing",
  }),
  unmatched: route({
    method: 'GET',
    path: '/api/admin/payouts/unmatched',
    tag: 'admin',
    access: 'admin',
    response: z.array(UnmatchedLineSchema),
    summary: "Lines of the bank's answers that matched no payout (unknown end-to-end id, other amount, or a final status they contradict), newest first",
  }),
  report: route({
    method: 'GET',
    path: '/api/admin/payouts/batches/:id/report',
    tag: 'admin',
    access: 'admin',
    params: IdParams,
    response: ReconciliationReportSchema,
    errors: [400, 404],
    summary: "A payout batch's reconciliation: each withdrawal, its amount, end-to-end id, status and the bank line that settled it",
  }),
  reportCsv: route({
    method: 'GET',
    path: '/api/admin/payouts/batches/:id/report.csv',
    tag: 'admin',
    access: 'admin',
    params: IdParams,
    response: { raw: 'text/csv' },
    errors: [400, 404],
    summary: "A payout batch's reconciliation as CSV",
  }),
} as const;
