import type { GrantView } from '@portal/contracts';
import type { Grant } from '../generated/prisma/client.js';
import { toCents } from '../ledger/transaction.mapper.js';

export function toGrantView(grant: Grant, balanceCents: bigint): GrantView {
  return {
    title: grant.title,
    totalCents: toCents(grant.totalCents),
    startDate: grant.startDate.toISOString().slice(0, 10),
    currentBalanceCents: toCents(balanceCents),
    quarterUsedCents: [toCents(grant.q1UsedCents), toCents(grant.q2UsedCents), toCents(grant.q3UsedCents), toCents(grant.q4UsedCents)],
  };
}
