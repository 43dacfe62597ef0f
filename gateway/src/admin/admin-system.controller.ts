import { Controller, Inject } from '@nestjs/common';
import { Api, Rpc, SERVICE_NAMES, SystemStatsRpc, systemStatsSubject, type AdminSessionReport, type SystemReport } from '@portal/contracts';
import { RpcClient } from '@portal/service-kit';
import { HealthService } from '../health/health.service.js';
import { CurrentUser } from '../auth/decorators.js';
import type { AuthenticatedUser } from '../auth/token-verifier.js';
import { Endpoint } from '../http/endpoint.js';

const STATS_TIMEOUT_MS = 2000;

const isoOrNull = (ms: number | undefined) => (ms === undefined ? null : new Date(ms).toISOString());

/** The admin System area: /api/health's report plus each service's queue depths and outbox lag; the admin test page. */
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

  /** The admin test page: the caller's session as verified from the token (never the token itself) and every administrator. */
  @Endpoint(Api.adminSystem.session)
  async session(@CurrentUser() admin: AuthenticatedUser): Promise<AdminSessionReport> {
    const { admins, more } = await this.rpc.call(Rpc.identityAdminList, {});
    return {
      session: {
        userId: admin.id,
        username: admin.username ?? null,
        email: admin.email ?? null,
        roles: [...admin.roles].sort(),
        secondFactor: admin.secondFactor,
        authenticatedAt: isoOrNull(admin.times?.authenticatedAt),
        issuedAt: isoOrNull(admin.times?.issuedAt),
        expiresAt: isoOrNull(admin.times?.expiresAt),
      },
      admins,
      moreAdmins: more,
    };
  }
}
