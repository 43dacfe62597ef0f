import { Controller, Inject, type OnModuleDestroy } from '@nestjs/common';
import { MessagePattern } from '@nestjs/microservices';
import { SERVICE_QUEUES, systemStatsSubject, type QueueDepth, type ServiceName, type ServiceSystemStats } from '@portal/contracts';
import { Queue } from 'bullmq';
import type { Redis } from 'ioredis';
import pg from 'pg';
import type { ServiceConfig } from './config.js';
import { createRedis } from './connections.js';
import { SERVICE_CONFIG } from './tokens.js';

/**
 * Reads a service's operational numbers for the admin System page: the depth of each of its BullMQ
 * queues (SERVICE_QUEUES in contracts) and, for a service with an outbox, how many events wait to be
 * relayed and for how long the oldest has waited.
 */
export class SystemStatsReader implements OnModuleDestroy {
  private readonly pool: pg.Pool;
  private redis: Redis | undefined;
  private readonly queues = new Map<string, Queue>();

  constructor(
    private readonly config: ServiceConfig,
    private readonly hasOutbox: boolean,
  ) {
    this.pool = new pg.Pool({ connectionString: config.databaseUrl, max: 1, connectionTimeoutMillis: 2000 });
    this.pool.on('error', () => undefined);
  }

  async read(): Promise<ServiceSystemStats> {
    const [queues, outbox] = await Promise.all([this.queueDepths(), this.hasOutbox ? this.outboxLag() : Promise.resolve(null)]);
    return { service: this.config.name, queues, outbox };
  }

  private async queueDepths(): Promise<QueueDepth[]> {
    const names = SERVICE_QUEUES[this.config.name as ServiceName] ?? [];
    if (names.length === 0) return [];
    this.redis ??= createRedis({ maxRetriesPerRequest: 1 });
    return Promise.all(
      names.map(async (name) => {
        let queue = this.queues.get(name);
        if (!queue) {
          queue = new Queue(name, { connection: this.redis! });
          this.queues.set(name, queue);
        }
        const counts = await queue.getJobCounts('waiting', 'active', 'delayed', 'failed');
        return { name, waiting: counts.waiting ?? 0, active: counts.active ?? 0, delayed: counts.delayed ?? 0, failed: counts.failed ?? 0 };
      }),
    );
  }

  private async outboxLag(): Promise<ServiceSystemStats['outbox']> {
    const { rows } = await this.pool.query<{ pending: string; oldest_ms: string | null }>(
      `SELECT count(*) AS pending, (extract(epoch FROM now() - min(created_at)) * 1000)::bigint AS oldest_ms
         FROM outbox WHERE published_at IS NULL`,
    );
    const row = rows[0]!;
    return { pending: Number(row.pending), oldestPendingAgeMs: row.oldest_ms === null ? null : Number(row.oldest_ms) };
  }

  async onModuleDestroy(): Promise<void> {
    await Promise.all([...this.queues.values()].map((q) => q.close()));
    this.redis?.disconnect();
    await this.pool.end();
  }
}

/** Answers `<service>.system-stats` for the gateway's GET /api/admin/system. */
export function createSystemStatsController(service: string) {
  @Controller()
  class SystemStatsController {
    constructor(
      @Inject(SERVICE_CONFIG) readonly config: ServiceConfig,
      @Inject(SystemStatsReader) readonly reader: SystemStatsReader,
    ) {}

    @MessagePattern(systemStatsSubject(service as ServiceName))
    stats(): Promise<ServiceSystemStats> {
      return this.reader.read();
    }
  }
  return SystemStatsController;
}
