import { Controller, Inject } from '@nestjs/common';
import { Api, SERVICE_NAMES, SystemStatsRpc, systemStatsSubject, type SystemReport } from '@portal/contracts';
import { RpcClient } from '@portal/service-kit';
import { HealthService } from '../health/health.service.js';
import { Endpoint } from '../http/endpoint.js';

const STATS_TIMEOUT_MS = 2000;

/** The admin System page: /api/health's report plus each service's queue depths and outbox lag. */
@Controller()
export class AdminSystemController {
  constructor(
    @Inject(RpcClient) private readonly rpc: RpcClient,
    @Inject(HealthService) private readonly health: HealthService,
  ) {}

  @Endpoint(Api.adminSystem.report)
  async report(): Promise<SystemReport> {
    const [health, services] = await Promise.all([
      this.health.report(),
      Promise.all(
        SERVICE_NAMES.map(async (service): Promise<SystemReport['services'][number]> => {
          try {
            const stats = SystemStatsRpc.response.parse(await this.rpc.send(systemStatsSubject(service), {}, STATS_TIMEOUT_MS));
            return { service, reachable: true, queues: stats.queues, outbox: stats.outbox };
          } catch (error) {
            return { service, reachable: false, detail: (error as Error).message, queues: [], outbox: null };
          }
        }),
      ),
    ]);
    return { generatedAt: new Date().toISOString(), health, services };
  }
}
