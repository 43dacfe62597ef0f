import { Inject, Injectable, type OnModuleDestroy } from '@nestjs/common';
import pg from 'pg';
import { SERVICE_CONFIG } from '../tokens.js';
import type { ServiceConfig } from '../config.js';

/**
 * A small raw `pg` pool on the service's own database, for hot paths where one SQL statement does the
 * work (Prisma stays for the rest). `SQL_POOL_MAX` connections (default 4).
 */
@Injectable()
export class SqlPool extends pg.Pool implements OnModuleDestroy {
  constructor(@Inject(SERVICE_CONFIG) config: ServiceConfig) {
    super({ connectionString: config.databaseUrl, max: Number(process.env.SQL_POOL_MAX ?? 4) });
    // An idle client's error (the server restarted) must not crash the process: the pool drops that client.
    this.on('error', () => undefined);
  }

  async onModuleDestroy(): Promise<void> {
    await this.end();
  }
}
