import { z } from 'zod';
import {
  BankAnswerResultSchema,
  CreatePayoutBatchRequestSchema,
  CreatePayoutBatchResultSchema,
  ListPayoutBatchesRequestSchema,
  PayoutBatchDetailSchema,
  PayoutBatchRequestSchema,
  PayoutBatchViewSchema,
  ReconcileBankAnswerRequestSchema,
  ReconciliationReportSchema,
  UnmatchedLineSchema,
} from '../schemas/payouts.js';
import { rpc } from './contract.js';

/** Payout batches of bank withdrawals and the reconciliation of the bank's answers (ledger-withdrawals answers them). */
export const LedgerPayoutsRpc = {
  payoutBatchCreate: rpc('ledger.payouts.create', CreatePayoutBatchRequestSchema, CreatePayoutBatchResultSchema),
  payoutBatchList: rpc('ledger.payouts.list', ListPayoutBatchesRequestSchema, z.array(PayoutBatchViewSchema)),
  payoutBatchGet: rpc('ledger.payouts.get', PayoutBatchRequestSchema, PayoutBatchDetailSchema),
  payoutReconcile: rpc('ledger.payouts.reconcile', ReconcileBankAnswerRequestSchema, BankAnswerResultSchema),
  payoutReport: rpc('ledger.payouts.report', PayoutBatchRequestSchema, ReconciliationReportSchema),
  payoutUnmatched: rpc('ledger.payouts.unmatched', ListPayoutBatchesRequestSchema, z.array(UnmatchedLineSchema)),
} as const;
