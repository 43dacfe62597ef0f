import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import { scrapedGauge } from '@portal/service-kit';
import { PrismaService } from '../prisma/prisma.service.js';

/**
 * `portal_ledger_postings` on /metrics: committed postings by kind, read from the ledger when Prometheus
 * scrapes (so a rolled-back posting is never counted); `rate()` over it gives postings per second.
 */
@Injectable()
export class LedgerMetrics implements OnModuleInit {
  constructor(@Inject(PrismaService) private readonly prisma: PrismaService) {}

  onModuleInit(): void {
    scrapedGauge('portal_ledger_postings', 'Committed ledger postings by kind', ['kind'], async () => {
      const rows = await this.prisma.$queryRaw<{ kind: string; n: number }[]>`SELECT kind, count(*)::int AS n FROM postings GROUP BY kind`;
      return rows.map((r) => ({ labels: { kind: r.kind }, value: r.n }));
    });
  }
}
