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

  /** The recipient's dashboard figures, all read from their own ledger account. */
  async summary(userId: string): Promise<DashboardSummary> {
    const account = await this.ledger.recipientAccount(userId);
    const grant = await this.grants.findByUser(userId);
    const balance = account?.balanceCents ?? 0n;
    if (!account) {
      return {
        balanceCents: 0,
        grant: grant ? toGrantView(grant, 0n) : null,
        pendingWithdrawalsCents: 0,
        todayTransactionCount: 0,
        latestCredits: [],
        latestDebits: [],
        recent: [],
      };
    }
    const [credits, debits, recent, today, pending] = await Promise.all([
      this.ledger.entries(account.id, { amountCents: { gt: 0 } }, DASHBOARD_LIST_SIZES.latestCredits),
      this.ledger.entries(account.id, { amountCents: { lt: 0 } }, DASHBOARD_LIST_SIZES.latestDebits),
      this.ledger.entries(account.id, {}, DASHBOARD_LIST_SIZES.recent),
      this.ledger.countEntries(account.id, { createdAt: { gte: startOfUtcDay() } }),
      this.withdrawals.pendingAmountOfUser(userId),
    ]);
    return {
      balanceCents: toCents(balance),
      grant: grant ? toGrantView(grant, balance) : null,
      pendingWithdrawalsCents: toCents(pending),
      todayTransactionCount: today,
      latestCredits: credits.map(toTransactionView),
      latestDebits: debits.map(toTransactionView),
      recent: recent.map(toTransactionView),
    };
  }
}
