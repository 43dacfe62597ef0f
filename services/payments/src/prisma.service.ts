import { Inject, Injectable, type OnModuleDestroy } from '@nestjs/common';
import { PrismaPg } from '@prisma/adapter-pg';
import { SERVICE_CONFIG, type ServiceConfig } from '@portal/service-kit';
import { PrismaClient } from './generated/prisma/client.js';

@Injectable()
export class PrismaService extends PrismaClient implements OnModuleDestroy {
  constructor(@Inject(SERVICE_CONFIG) config: ServiceConfig) {
    super({ adapter: new PrismaPg({ connectionString: config.databaseUrl }) });
  }
  async onModuleDestroy(): Promise<void> {
    await this.$disconnect();
  }
}
