import { Inject, Injectable } from '@nestjs/common';
import { SPENDING_TYPES, type DisbursementWeek, type RpcIn, type RpcOut, type SpendingType } from '@portal/contracts';
import { toCents } from '../ledger/transaction.mapper.js';
import { ChartsRepository } from './charts.repository.js';

const DAY_MS = 86_400_000;

/** Every UTC day from `from` to `to`, both included (YYYY-MM-DD). */
export function daysBetween(from: string, to: string): string[] {
  const start = Date.parse(`${from}T00:00:00Z`);
  const end = Date.parse(`${to}T00:00:00Z`);
  const days: string[] = [];
  for (let t = start; t <= end; t += DAY_MS) days.push(new Date(t).toISOString().slice(0, 10));
  return days;
}

const cents = (text: string | null | undefined) => toCents(BigInt(text ?? '0'));

/** The ledger's figures for the recipient's and the admin's charts. */
@Injectable()
export class ChartsService {
  constructor(@Inject(ChartsRepository) private readonly charts: ChartsRepository) {}

  async recipient({ userId, from, to }: RpcIn<'ledgerCharts'>): Promise<RpcOut<'ledgerCharts'>> {
    const [closing, spending] = await Promise.all([this.charts.closingBalances(userId, from, to), this.charts.spending(userId, from, to)]);
    // A day without entries closes at the balance the day before closed at.
    const byDay = new Map(closing.days.map((d) => [d.day, d.balance_cents]));
    let last = closing.opening ?? '0';
    const balance = daysBetween(from, to).map((date) => {
      last = byDay.get(date) ?? last;
      return { date, balanceCents: cents(last) };
    });
    const byType = new Map<SpendingType, bigint>(SPENDING_TYPES.map((type) => [type, 0n]));
    for (const row of spending) {
      const type = row.category as SpendingType;
      if (type !== 'fee') byType.set(type, byType.get(type)! + BigInt(row.amount_cents));
      byType.set('fee', byType.get('fee')! + BigInt(row.fee_cents) + (type === 'fee' ? BigInt(row.amount_cents) : 0n));
    }
    return { balance, spendingByType: SPENDING_TYPES.map((type) => ({ type, amountCents: toCents(byType.get(type)!) })) };
  }

  async disbursements({ from }: RpcIn<'ledgerDisbursements'>): Promise<DisbursementWeek[]> {
    const rows = await this.charts.disbursements(from);
    return rows.map((r) => ({ week: r.week, grantCents: cents(r.grant_cents), adjustmentCents: cents(r.adjustment_cents), count: r.count }));
  }
}
