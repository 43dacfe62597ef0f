import { Inject, Injectable, type OnApplicationBootstrap, type OnModuleDestroy } from '@nestjs/common';
import { Events } from '@portal/contracts';
import { EventConsumer, SERVICE_CONFIG, createLogger, type ServiceConfig } from '@portal/service-kit';
import { PrismaService, type Db } from '../../prisma/prisma.service.js';
import { ErasureService } from '../erasure.service.js';

/** Removes a deleted recipient's login when accounts-kyc announces the deletion (retried until Keycloak answers). */
@Injectable()
export class IdentityUserErasedConsumer implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly log = createLogger('identity.erasure');
  private readonly consumer: EventConsumer<typeof Events.userErased.schema, Db>;

  constructor(@Inject(SERVICE_CONFIG) config: ServiceConfig, @Inject(PrismaService) db: PrismaService, @Inject(ErasureService) erasure: ErasureService) {
    this.consumer = new EventConsumer({
      natsUrl: config.natsUrl,
      name: 'identity-user-erased',
      event: Events.userErased,
      db,
      retryDelayMs: 2000,
      handle: (data, tx) => erasure.erase(data.userId, tx),
      log: (message) => this.log.warn(message),
    });
  }

  onApplicationBootstrap(): Promise<void> {
    return this.consumer.start();
  }

  onModuleDestroy(): Promise<void> {
    return this.consumer.stop();
  }
}
