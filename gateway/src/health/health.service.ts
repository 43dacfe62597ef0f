import { Inject, Injectable, type OnModuleDestroy } from '@nestjs/common';
import { HealthRpc, SERVICE_NAMES, healthSubject, type ComponentHealth, type HealthReport, type ServiceName } from '@portal/contracts';
import { RpcClient } from '@portal/service-kit';
import { Redis } from 'ioredis';
import { GATEWAY_CONFIG, type GatewayConfig } from '../config.js';
import { NatsLink } from '../nats-link.js';

const PROBE_TIMEOUT_MS = 1500;

async function timed(probe: () => Promise<unknown>): Promise<ComponentHealth> {
  const started = performance.now();
  try {
    await probe();
    return { status: 'up', latencyMs: Math.round(performance.now() - started) };
  } catch (error) {
    return { status: 'down', latencyMs: Math.round(performance.now() - started), detail: (error as Error).message };
  }
}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  return Promise.race([promise, new Promise<T>((_, reject) => setTimeout(() => reject(new Error(`timed out after ${ms} ms`)), ms).unref())]);
}

/** Checks the five services over NATS (each reports its own database) and the four servers. */
@Injectable()
export class HealthService implements OnModuleDestroy {
  private readonly redis: Redis;

  constructor(
    @Inject(RpcClient) private readonly rpc: RpcClient,
    @Inject(GATEWAY_CONFIG) private readonly config: GatewayConfig,
    @Inject(NatsLink) private readonly nats: NatsLink,
  ) {
    this.redis = new Redis({ ...config.redis, lazyConnect: true, maxRetriesPerRequest: 1, enableOfflineQueue: false, connectTimeout: PROBE_TIMEOUT_MS });
    this.redis.on('error', () => undefined);
  }

  async report(): Promise<HealthReport> {
    const serviceReports = await Promise.all(
      SERVICE_NAMES.map(async (name) => {
        const started = performance.now();
        try {
          const answer = HealthRpc.response.parse(await this.rpc.send(healthSubject(name), {}, PROBE_TIMEOUT_MS));
          return [name, { status: 'up', latencyMs: Math.round(performance.now() - started) } as ComponentHealth, answer.database] as const;
        } catch (error) {
          return [
            name,
            { status: 'down', latencyMs: Math.round(performance.now() - started), detail: (error as Error).message } as ComponentHealth,
            undefined,
          ] as const;
        }
      }),
    );
    const databases = serviceReports.map(([, , db]) => db).filter((db) => db !== undefined);
    const postgresql: ComponentHealth =
      databases.length > 0 && databases.every((db) => db.status === 'up')
        ? { status: 'up', latencyMs: Math.max(...databases.map((db) => db.latencyMs)) }
        : { status: 'down', latencyMs: 0, detail: databases.find((db) => db.status === 'down')?.detail ?? 'no service could reach its database' };

    const [redis, nats, keycloak] = await Promise.all([
      timed(async () => {
        if (this.redis.status === 'wait' || this.redis.status === 'end') await withTimeout(this.redis.connect(), PROBE_TIMEOUT_MS);
        await withTimeout(this.redis.ping(), PROBE_TIMEOUT_MS);
      }),
      timed(() => withTimeout(this.nats.rtt(), PROBE_TIMEOUT_MS)),
      timed(async () => {
        const res = await fetch(`${this.config.keycloak.url}/realms/${this.config.keycloak.realm}/.well-known/openid-configuration`, {
          signal: AbortSignal.timeout(PROBE_TIMEOUT_MS),
        });
        if (!res.ok) throw new Error(`HTTP ${res.status}`);
        await res.arrayBuffer();
      }),
    ]);
    const services = Object.fromEntries(serviceReports.map(([name, health]) => [name, health])) as Record<ServiceName, ComponentHealth>;
    const servers = { postgresql, redis, nats, keycloak };
    const all = [...Object.values(services), ...Object.values(servers)];
    return { status: all.every((c) => c.status === 'up') ? 'up' : 'down', services, servers };
  }

  async onModuleDestroy(): Promise<void> {
    this.redis.disconnect();
  }
}
