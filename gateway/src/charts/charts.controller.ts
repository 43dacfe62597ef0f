import { Controller, Inject } from '@nestjs/common';
import { Api, CHART_WEEKS, Rpc, chartPeriod, chartWeeks, fillWeeks, type RouteRequest } from '@portal/contracts';
import { RpcClient } from '@portal/service-kit';
import { CurrentUser } from '../auth/decorators.js';
import type { AuthenticatedUser } from '../auth/token-verifier.js';
import { Endpoint, RouteInput } from '../http/endpoint.js';
import { LedgerReadCache } from '../me/ledger-read.cache.js';

const routes = Api.charts;

/**
 * The figures behind the charts, each asked of the service that owns them. A recipient's come only from
 * their own records (the caller's id, never a parameter) and are kept with their dashboard pages until the
 * ledger reports a change.
 */
@Controller()
export class ChartsController {
  constructor(
    @Inject(RpcClient) private readonly rpc: RpcClient,
    @Inject(LedgerReadCache) private readonly reads: LedgerReadCache,
  ) {}

  @Endpoint(routes.recipient)
  recipient(@RouteInput() { query }: RouteRequest<typeof routes.recipient>, @CurrentUser() user: AuthenticatedUser) {
    const period = chartPeriod(query.days);
    return this.reads.get(user.id, `charts:${period.from}:${period.to}`, async () => {
      const request = { userId: user.id, ...period };
      const [ledger, paymentsByCategory] = await Promise.all([this.rpc.call(Rpc.ledgerCharts, request), this.rpc.call(Rpc.paymentsByCategory, request)]);
      return { ...period, ...ledger, paymentsByCategory };
    });
  }

  @Endpoint(routes.admin)
  async admin() {
    const weeks = chartWeeks(CHART_WEEKS);
    const from = weeks[0]!;
    const [disbursements, kycFunnel, tickets] = await Promise.all([
      this.rpc.call(Rpc.ledgerDisbursements, { from }),
      this.rpc.call(Rpc.accountsKycFunnel, {}),
      this.rpc.call(Rpc.ticketsBacklog, { from }),
    ]);
    return {
      weeks,
      disbursements: fillWeeks(weeks, disbursements, (week) => ({ week, grantCents: 0, adjustmentCents: 0, count: 0 })),
      kycFunnel,
      tickets: fillWeeks(weeks, tickets, (week) => ({ week, open: 0, inProgress: 0, resolved: 0 })),
    };
  }
}
