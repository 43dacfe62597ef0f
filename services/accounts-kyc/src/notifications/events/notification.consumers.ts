import { Inject, Injectable, type OnApplicationBootstrap, type OnModuleDestroy } from '@nestjs/common';
import { Events, type EventContract } from '@portal/contracts';
import { EventConsumer, SERVICE_CONFIG, createLogger, type ServiceConfig } from '@portal/service-kit';
import type { z } from 'zod';
import { PrismaService, type Db } from '../../prisma/prisma.service.js';
import { NotificationsService } from '../notifications.service.js';
import {
  accountStatusNotice,
  kycStatusNotice,
  passwordChangedNotice,
  pinChangedNotice,
  projectPaymentStatusNotice,
  ticketReplyNotice,
  ticketStatusNotice,
  transferStatusNotice,
  withdrawalStatusNotice,
  type Notice,
} from '../notices.js';

/**
 * What the notifications feature consumes: one durable JetStream consumer per event that may mail
 * a recipient. Each event is handled once (`handleOnce` records it in the inbox in the transaction
 * that stores its mail), so a redelivered event mails nobody twice.
 */
@Injectable()
export class NotificationConsumers implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly log = createLogger('accounts-kyc.notifications');
  private readonly consumers: EventConsumer<z.ZodType, Db>[];

  constructor(
    @Inject(SERVICE_CONFIG) private readonly config: ServiceConfig,
    @Inject(PrismaService) private readonly db: PrismaService,
    @Inject(NotificationsService) private readonly notifications: NotificationsService,
  ) {
    this.consumers = [
      this.consumer('notifications-account-status', Events.accountStatusChanged, accountStatusNotice),
      this.consumer('notifications-kyc-status', Events.kycStatusChanged, kycStatusNotice),
      this.consumer('notifications-withdrawal-status', Events.withdrawalStatusChanged, withdrawalStatusNotice),
      this.consumer('notifications-transfer-status', Events.transferStatusChanged, transferStatusNotice),
      this.consumer('notifications-project-payment-status', Events.projectPaymentStatusChanged, projectPaymentStatusNotice),
      this.consumer('notifications-ticket-replied', Events.ticketReplied, ticketReplyNotice),
      this.consumer('notifications-ticket-status', Events.ticketStatusChanged, ticketStatusNotice),
      this.consumer('notifications-pin-changed', Events.pinChanged, pinChangedNotice),
      this.consumer('notifications-password-changed', Events.passwordChanged, passwordChangedNotice),
    ] as EventConsumer<z.ZodType, Db>[];
  }

  private consumer<S extends z.ZodType>(name: string, event: EventContract<S>, notice: (data: z.output<S>) => Notice | null) {
    return new EventConsumer<S, Db>({
      natsUrl: this.config.natsUrl,
      name,
      event,
      db: this.db,
      handle: (data, tx, { id }) => this.notifications.record(tx, id, notice(data)),
      log: (message) => this.log.warn(message),
    });
  }

  async onApplicationBootstrap(): Promise<void> {
    await Promise.all(this.consumers.map((c) => c.start()));
  }

  async onModuleDestroy(): Promise<void> {
    await Promise.all(this.consumers.map((c) => c.stop()));
  }
}
