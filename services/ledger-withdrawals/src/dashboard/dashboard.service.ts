import { Inject, Injectable } from '@nestjs/common';
import { DASHBOARD_LIST_SIZES, type DashboardSummary } from '@portal/contracts';
import { LedgerRepository } from '../ledger/ledger.repository.js';
import { toCents, toTransactionView } from '../ledger/transaction.mapper.js';
import { GrantsRepository } from '../grants/grants.repository.js';
import { toGrantView } from '../grants/grant.mapper.js';
import { WithdrawalsRepository } from '../withdrawals/withdrawals.repository.js';

function startOfUtcDay(now = new Date()): Date {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
}

/** The recipient's dashboard: it has no tables of its own and reads through the ledger's, grants' and withdrawals' repositories. */
@Injectable()
export class DashboardService {
  constructor(
    @Inject(LedgerRepository) private readonly ledger: LedgerRepository,
    @Inject(GrantsRepository) private readonly grants: GrantsRepository,
    @Inject(WithdrawalsRepository) private readonly withdrawals: WithdrawalsRepository,
  ) {}

  /** The recipient's dashboard figures, all read from their own ledger account (three reads side by side). */
  async summary(userId: string): Promise<DashboardSummary> {
    const [account, grant, pending] = await Promise.all([
      this.ledger.accountSummary(
        userId,
        { credits: DASHBOARD_LIST_SIZES.latestCredits, debits: DASHBOARD_LIST_SIZES.latestDebits, recent: DASHBOARD_LIST_SIZES.recent },
        startOfUtcDay(),
      ),
      this.grants.findByUser(userId),
      this.withdrawals.pendingAmountOfUser(userId),
    ]);
    const balance = account?.balanceCents ?? 0n;
    return {
      balanceCents: toCents(balance),
      grant: grant ? toGrantView(grant, balance) : null,
      pendingWithdrawalsCents: account ? toCents(pending) : 0,
      todayTransactionCount: account?.countSince ?? 0,
      latestCredits: account?.credits.map(toTransactionView) ?? [],
      latestDebits: account?.debits.map(toTransactionView) ?? [],
      recent: account?.recent.map(toTransactionView) ?? [],
    };
  }
}
