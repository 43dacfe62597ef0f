import { quarterlySummary, type QuarterSummary } from '@portal/contracts';
import type { Grant } from '../generated/prisma/client.js';
import { toCents } from '../ledger/transaction.mapper.js';

function todayUtc(): string {
  return new Date().toISOString().slice(0, 10);
}

/** The grant's quarterly limits and usage as of today (UTC), with the given balance. */
export function summaryFor(grant: Grant, balanceCents: bigint, today = todayUtc()): QuarterSummary {
  return quarterlySummary({
    totalCents: toCents(grant.totalCents),
    startDate: grant.startDate.toISOString().slice(0, 10),
    usedCents: [toCents(grant.q1UsedCents), toCents(grant.q2UsedCents), toCents(grant.q3UsedCents), toCents(grant.q4UsedCents)],
    balanceCents: toCents(balanceCents),
    today,
  });
}
