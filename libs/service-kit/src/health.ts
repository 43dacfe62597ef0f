import { Controller, Inject, type OnModuleDestroy } from '@nestjs/common';
import { MessagePattern } from '@nestjs/microservices';
import { healthSubject, type ServiceHealth, type ServiceName } from '@portal/contracts';
import pg from 'pg';
import { SERVICE_CONFIG } from './tokens.js';
import type { ServiceConfig } from './config.js';

export class DatabaseProbe implements OnModuleDestroy {
  private readonly pool: pg.Pool;
  constructor(databaseUrl: string) {
    this.pool = new pg.Pool({ connectionString: databaseUrl, max: 1, connectionTimeoutMillis: 1000 });
    this.pool.on('error', () => undefined);
  }
  async check(): Promise<ServiceHealth['database']> {
    const started = performance.now();
    try {
      await this.pool.query('SELECT 1');
      return { status: 'up', latencyMs: Math.round(performance.now() - started) };
    } catch (error) {
      return { status: 'down', latencyMs: Math.round(performance.now() - started), detail: (error as Error).message };
    }
  }
  /** How far the outbox relay is behind: unpublished rows and the age of the oldest (for /metrics). */
  async outboxLag(): Promise<{ rows: number; oldestSeconds: number }> {
    const { rows } = await this.pool.query<{ rows: number; oldest: number | null }>(
      `SELECT count(*)::int AS rows, extract(epoch FROM now() - min(created_at))::float8 AS oldest FROM outbox WHERE published_at IS NULL`,
    );
    return { rows: rows[0]?.rows ?? 0, oldestSeconds: rows[0]?.oldest ?? 0 };
  }
  async onModuleDestroy(): Promise<void> {
    await this.pool.end();
  }
}

/** Answers `<service>.health` for the gateway's /api/health. */
export function createHealthController(service: string) {
  @Controller()
  class HealthController {
    constructor(
      @Inject(SERVICE_CONFIG) readonly config: ServiceConfig,
      @Inject(DatabaseProbe) readonly db: DatabaseProbe,
    ) {}

    @MessagePattern(healthSubject(service as ServiceName))
    async health(): Promise<ServiceHealth> {
      const database = await this.db.check();
      return { service: this.config.name, status: database.status, database };
    }
  }
  return HealthController;
}
