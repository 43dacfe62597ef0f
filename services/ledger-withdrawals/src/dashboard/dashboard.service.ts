import { Inject, Injectable } from '@nestjs/common';
import { DASHBOARD_LIST_SIZES, type DashboardSummary } from '@portal/contracts';
import { PrismaService } from '../prisma.service.js';
import { recipientAccountCode } from '../ledger/accounts.repository.js';
import { toCents, toTransactionView } from '../ledger/transaction.mapper.js';
import { toGrantView } from '../grants/grants.service.js';

function startOfUtcDay(now = new Date()): Date {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
}

@Injectable()
export class DashboardService {
  constructor(@Inject(PrismaService) private readonly db: PrismaService) {}

  /** The recipient's dashboard figures, all read from their own ledger account. */
  async summary(userId: string): Promise<DashboardSummary> {
    const account = await this.db.ledgerAccount.findUnique({ where: { code: recipientAccountCode(userId) } });
    const grant = await this.db.grant.findUnique({ where: { userId } });
    const balance = account?.balanceCents ?? 0n;
    if (!account) {
      return {
        balanceCents: 0, grant: grant ? toGrantView(grant, 0n) : null, pendingWithdrawalsCents: 0,
        todayTransactionCount: 0, latestCredits: [], latestDebits: [], recent: [],
      };
    }
    const where = { accountId: account.id };
    const order = [{ createdAt: 'desc' as const }, { id: 'desc' as const }];
    const [credits, debits, recent, today] = await Promise.all([
      this.db.ledgerEntry.findMany({ where: { ...where, amountCents: { gt: 0 } }, orderBy: order, take: DASHBOARD_LIST_SIZES.latestCredits }),
      this.db.ledgerEntry.findMany({ where: { ...where, amountCents: { lt: 0 } }, orderBy: order, take: DASHBOARD_LIST_SIZES.latestDebits }),
      this.db.ledgerEntry.findMany({ where, orderBy: order, take: DASHBOARD_LIST_SIZES.recent }),
      this.db.ledgerEntry.count({ where: { ...where, createdAt: { gte: startOfUtcDay() } } }),
    ]);
    return {
      balanceCents: toCents(balance),
      grant: grant ? toGrantView(grant, balance) : null,
      pendingWithdrawalsCents: 0,
      todayTransactionCount: today,
      latestCredits: credits.map(toTransactionView),
      latestDebits: debits.map(toTransactionView),
      recent: recent.map(toTransactionView),
    };
  }
}
