import { Inject, Injectable } from '@nestjs/common';
import { DASHBOARD_LIST_SIZES, type DashboardSummary, type TransactionView, type ListTransactionsRequestSchema } from '@portal/contracts';
import type { z } from 'zod';
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
    const [credits, debits, recent, today, pending] = await Promise.all([
      this.db.ledgerEntry.findMany({ where: { ...where, amountCents: { gt: 0 } }, orderBy: order, take: DASHBOARD_LIST_SIZES.latestCredits }),
      this.db.ledgerEntry.findMany({ where: { ...where, amountCents: { lt: 0 } }, orderBy: order, take: DASHBOARD_LIST_SIZES.latestDebits }),
      this.db.ledgerEntry.findMany({ where, orderBy: order, take: DASHBOARD_LIST_SIZES.recent }),
      this.db.ledgerEntry.count({ where: { ...where, createdAt: { gte: startOfUtcDay() } } }),
      this.db.withdrawal.aggregate({ where: { userId, status: { in: ['pending', 'processing'] } }, _sum: { amountCents: true } }),
    ]);
    return {
      balanceCents: toCents(balance),
      grant: grant ? toGrantView(grant, balance) : null,
      pendingWithdrawalsCents: toCents(pending._sum.amountCents ?? 0n),
      todayTransactionCount: today,
      latestCredits: credits.map(toTransactionView),
      latestDebits: debits.map(toTransactionView),
      recent: recent.map(toTransactionView),
    };
  }

  /** The recipient's own transactions, newest first, optionally by type and date range (UTC days, inclusive). */
  async transactions(query: z.output<typeof ListTransactionsRequestSchema>): Promise<TransactionView[]> {
    const account = await this.db.ledgerAccount.findUnique({ where: { code: recipientAccountCode(query.userId) } });
    if (!account) return [];
    const createdAt = {
      ...(query.from ? { gte: new Date(`${query.from}T00:00:00Z`) } : {}),
      ...(query.to ? { lt: new Date(new Date(`${query.to}T00:00:00Z`).getTime() + 86_400_000) } : {}),
    };
    const rows = await this.db.ledgerEntry.findMany({
      where: {
        accountId: account.id,
        ...(query.type === 'credit' ? { amountCents: { gt: 0 } } : query.type === 'debit' ? { amountCents: { lt: 0 } } : {}),
        ...(query.category ? { category: query.category } : {}),
        ...(query.q ? { OR: [
          { transactionNumber: { contains: query.q, mode: 'insensitive' as const } },
          { description: { contains: query.q, mode: 'insensitive' as const } },
          { reference: { contains: query.q, mode: 'insensitive' as const } },
        ] } : {}),
        ...(query.from || query.to ? { createdAt } : {}),
      },
      orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
      take: query.limit,
    });
    return rows.map(toTransactionView);
  }
}
