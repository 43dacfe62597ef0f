import { formatUsd } from './money.js';
import type { z } from 'zod';
import type {
  ApprovalKindSchema,
  ApprovalStatusSchema,
  ReportApprovalDetailsSchema,
  CreateApprovalBodySchema,
  CreateApprovalRequestSchema,
  ApprovalRequestViewSchema,
  ApprovalListSchema,
} from './schemas/approvals.js';

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

export type ApprovalKind = z.infer<typeof ApprovalKindSchema>;

export const APPROVAL_KIND_LABELS: Record<ApprovalKind, string> = {
  grant_award: 'Grant award',
  funds_adjustment: 'Fund adjustment',
  report_approval: 'Report approval (tranche release)',
};

export type ApprovalStatus = z.infer<typeof ApprovalStatusSchema>;
export type ReportApprovalDetails = z.infer<typeof ReportApprovalDetailsSchema>;
export type CreateApprovalBody = z.infer<typeof CreateApprovalBodySchema>;
export type CreateApprovalRequest = z.infer<typeof CreateApprovalRequestSchema>;
export type ApprovalRequestView = z.infer<typeof ApprovalRequestViewSchema>;
export type ApprovalList = z.infer<typeof ApprovalListSchema>;
