import { Inject, Injectable, type OnModuleDestroy } from '@nestjs/common';
import { PrismaPg } from '@prisma/adapter-pg';
import { SERVICE_CONFIG } from '../tokens.js';
import type { ServiceConfig } from '../config.js';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type PrismaClientClass = new (...args: any[]) => { $disconnect(): Promise<void> };

/**
 * Turns a service's generated PrismaClient into an injectable NestJS provider connected through
 * the pg driver adapter (no native engine) to the service's own database.
 *   export class PrismaService extends prismaServiceFor(PrismaClient) {}
 */
export function prismaServiceFor<C extends PrismaClientClass>(Client: C) {
  @Injectable()
  class PrismaService extends Client implements OnModuleDestroy {
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    constructor(...args: any[]) {
      const config = args[0] as ServiceConfig;
      super({ adapter: new PrismaPg({ connectionString: config.databaseUrl }) });
    }
    async onModuleDestroy(): Promise<void> {
      await this.$disconnect();
    }
  }
  Inject(SERVICE_CONFIG)(PrismaService, undefined, 0);
  return PrismaService;
}
