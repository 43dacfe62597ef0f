import { Inject, Injectable, type OnApplicationBootstrap, type OnModuleDestroy } from '@nestjs/common';
import { LEDGER_USERS_CHANGED_MAX_IDS, LEDGER_USERS_CHANGED_SUBJECT, type LedgerUsersChanged } from '@portal/contracts';
import { NATS_CONNECTION, NotificationForwarder, SERVICE_CONFIG, createLogger, type NatsConnection, type ServiceConfig } from '@portal/service-kit';

/**
 * Tells the gateway's read cache whose dashboard or transaction list changed: PostgreSQL notifies
 * `ledger_user_changed` at the commit of every change to a recipient's balance, entries, grant or
 * withdrawals (migration 0008), and this passes the ids on over core NATS.
 */
@Injectable()
export class UserChangeFeed implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly log = createLogger('ledger.user-change-feed');
  private readonly forwarder: NotificationForwarder;

  constructor(@Inject(SERVICE_CONFIG) config: ServiceConfig, @Inject(NATS_CONNECTION) nats: NatsConnection) {
    this.forwarder = new NotificationForwarder({
      databaseUrl: config.databaseUrl,
      nats,
      channel: 'ledger_user_changed',
      subject: LEDGER_USERS_CHANGED_SUBJECT,
      message: (userIds): LedgerUsersChanged => ({ userIds }),
      resetMessage: { userIds: [], all: true } satisfies LedgerUsersChanged,
      maxIds: LEDGER_USERS_CHANGED_MAX_IDS,
      log: (message) => this.log.warn(message),
    });
  }

  onApplicationBootstrap(): Promise<void> {
    return this.forwarder.start();
  }

  onModuleDestroy(): Promise<void> {
    return this.forwarder.stop();
  }
}
