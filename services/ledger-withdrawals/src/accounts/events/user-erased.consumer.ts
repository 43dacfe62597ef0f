import { Inject, Injectable, type OnApplicationBootstrap, type OnModuleDestroy } from '@nestjs/common';
import { Events } from '@portal/contracts';
import { EventConsumer, SERVICE_CONFIG, createLogger, type ServiceConfig } from '@portal/service-kit';
import { PrismaService, type Db } from '../../prisma/prisma.service.js';
import { AccountsService } from '../accounts.service.js';

/** Erases a deleted recipient's withdrawal details, receipts and PIN when accounts-kyc announces the deletion. */
@Injectable()
export class LedgerUserErasedConsumer implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly log = createLogger('ledger.erasure');
  private readonly consumer: EventConsumer<typeof Events.userErased.schema, Db>;

  constructor(@Inject(SERVICE_CONFIG) config: ServiceConfig, @Inject(PrismaService) db: PrismaService, @Inject(AccountsService) accounts: AccountsService) {
    this.consumer = new EventConsumer({
      natsUrl: config.natsUrl,
      name: 'ledger-user-erased',
      event: Events.userErased,
      db,
      handle: (data, tx) => accounts.erasePersonalDetails(data.userId, tx),
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
