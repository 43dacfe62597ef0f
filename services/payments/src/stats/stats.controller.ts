import { Controller, Inject } from '@nestjs/common';
import { Rpc, type RpcOut } from '@portal/contracts';
import { RpcHandler } from '@portal/service-kit';
import { StatsRepository } from './stats.repository.js';

/** payments' share of the admin Overview: one statement, one round trip. */
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
}
