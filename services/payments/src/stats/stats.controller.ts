import { Controller, Inject } from '@nestjs/common';
import { PROJECT_PAYMENT_CATEGORIES, Rpc, type RpcIn, type RpcOut } from '@portal/contracts';
import { RpcHandler } from '@portal/service-kit';
import { toCents } from '../moves/move-records.js';
import { StatsRepository } from './stats.repository.js';

/** payments' share of the admin Overview (one statement, one round trip) and of the recipient's charts. */
@Controller()
export class StatsController {
  constructor(@Inject(StatsRepository) private readonly stats: StatsRepository) {}

  @RpcHandler(Rpc.paymentsOverview)
  async overview(): Promise<RpcOut<'paymentsOverview'>> {
    const row = await this.stats.overview();
    return {
      transfers: { count: row.tr_count, volumeCents: Number(row.tr_volume) },
      projectPayments: { count: row.pp_count, volumeCents: Number(row.pp_volume) },
    };
  }

  /** A recipient's project payments by category for the dashboard's chart: every category, zero when none. */
  @RpcHandler(Rpc.paymentsByCategory)
  async byCategory(input: RpcIn<'paymentsByCategory'>): Promise<RpcOut<'paymentsByCategory'>> {
    const rows = await this.stats.paymentsByCategory(input.userId, input.from, input.to);
    const sums = new Map(rows.map((r) => [r.category, r.net_cents]));
    return PROJECT_PAYMENT_CATEGORIES.map((category) => ({ category, amountCents: toCents(sums.get(category) ?? 0n) }));
  }
}
