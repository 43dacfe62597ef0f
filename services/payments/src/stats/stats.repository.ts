import { Inject, Injectable } from '@nestjs/common';
import { PrismaService } from '../prisma/prisma.service.js';

/** Read-only aggregates over transfers and project payments for the admin Overview. */
@Injectable()
export class StatsRepository {
  constructor(@Inject(PrismaService) private readonly db: PrismaService) {}

  async overview(): Promise<{ tr_count: number; tr_volume: bigint; pp_count: number; pp_volume: bigint }> {
    const [row] = await this.db.$queryRaw<{ tr_count: number; tr_volume: bigint; pp_count: number; pp_volume: bigint }[]>`
      SELECT t.tr_count, t.tr_volume, p.pp_count, p.pp_volume
      FROM (SELECT count(*)::int AS tr_count, coalesce(sum(amount_cents), 0)::bigint AS tr_volume FROM transfers) t,
           (SELECT count(*)::int AS pp_count, coalesce(sum(amount_cents), 0)::bigint AS pp_volume FROM project_payments) p`;
    return row;
  }
}
