import { Inject, Injectable } from '@nestjs/common';
import { PrismaService } from '../prisma/prisma.service.js';

/** Read-only aggregates over transfers and project payments for the admin Overview and the recipient's charts. */
@Injectable()
export class StatsRepository {
  constructor(@Inject(PrismaService) private readonly db: PrismaService) {}

  /**
   * How many transfers and project payments there are and their amounts' sum: the slots of move_totals summed
   * (kept by the tables' insert triggers, migration 0004), a read of a few rows whatever the tables hold.
   */
  async overview(): Promise<{ tr_count: number; tr_volume: bigint; pp_count: number; pp_volume: bigint }> {
    const [row] = await this.db.$queryRaw<{ tr_count: number; tr_volume: bigint; pp_count: number; pp_volume: bigint }[]>`
      SELECT coalesce(sum(records) FILTER (WHERE kind = 'transfers'), 0)::int AS tr_count,
             coalesce(sum(amount_cents) FILTER (WHERE kind = 'transfers'), 0)::bigint AS tr_volume,
             coalesce(sum(records) FILTER (WHERE kind = 'project_payments'), 0)::int AS pp_count,
             coalesce(sum(amount_cents) FILTER (WHERE kind = 'project_payments'), 0)::bigint AS pp_volume
        FROM move_totals`;
    return row;
  }

  /**
   * A recipient's project payments created in [from, to] (UTC days) that did not fail, summed by category: what
   * reached the payee (net of the fee), read through the user/time index.
   */
  paymentsByCategory(userId: string, from: string, to: string): Promise<{ category: string; net_cents: bigint }[]> {
    return this.db.$queryRaw<{ category: string; net_cents: bigint }[]>`
      SELECT category, sum(net_cents)::bigint AS net_cents
        FROM project_payments
       WHERE user_id = ${userId}::uuid
         AND created_at >= (${from}::date)::timestamp AT TIME ZONE 'UTC'
         AND created_at < (${to}::date + 1)::timestamp AT TIME ZONE 'UTC'
         AND status <> 'failed'
       GROUP BY category`;
  }
}
