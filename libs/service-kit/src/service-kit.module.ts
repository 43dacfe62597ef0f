import { Global, Module, type DynamicModule, type OnApplicationBootstrap, type OnModuleDestroy, Inject, Optional } from '@nestjs/common';
import type { ServiceConfig } from './config.js';
import { SERVICE_CONFIG } from './tokens.js';
import { RpcClient } from './rpc/rpc-client.js';
import { OutboxRelay } from './events/outbox-relay.js';
import { EventTablesTrimmer } from './events/event-tables-trimmer.js';
import { DatabaseProbe, createHealthController } from './health.js';
import { createLogger } from './logging/logger.js';
import { SystemStatsReader, createSystemStatsController } from './system-stats.js';
import { NATS_CONNECTION, type NatsConnection } from './nats/process-connection.js';

export interface ServiceKitOptions {
  config: ServiceConfig;
  outbox: boolean;
  /** The process's one NATS connection (openProcessConnection), which everything here works over. */
  nats: NatsConnection;
}

class Lifecycle implements OnApplicationBootstrap, OnModuleDestroy {
  constructor(
    @Inject(RpcClient) private readonly rpc: RpcClient,
    @Inject(EventTablesTrimmer) private readonly trimmer: EventTablesTrimmer,
    @Optional() @Inject(OutboxRelay) private readonly relay?: OutboxRelay,
  ) {}
  async onApplicationBootstrap(): Promise<void> {
    await this.rpc.connect();
    await this.relay?.start();
    this.trimmer.start();
  }
  async onModuleDestroy(): Promise<void> {
    await this.trimmer.stop();
    await this.relay?.stop();
    await this.rpc.close();
  }
}

/**
 * Global module giving every service its configuration, its NATS connection (NATS_CONNECTION), an RPC client, a health responder, the
 * System page's numbers (queue depths, outbox lag), the job that trims the outbox's relayed rows and the inbox's old ones
 * and, for a service that publishes events, the outbox relay.
 */
@Global()
@Module({})
export class ServiceKitModule {
  static forRoot({ config, outbox, nats }: ServiceKitOptions): DynamicModule {
    const log = createLogger(`${config.name}.outbox`);
    const warn = (m: string) => log.warn(m);
    const providers = [
      { provide: SERVICE_CONFIG, useValue: config },
      { provide: NATS_CONNECTION, useValue: nats },
      { provide: RpcClient, useFactory: () => new RpcClient(nats) },
      { provide: DatabaseProbe, useFactory: () => new DatabaseProbe(config.databaseUrl) },
      { provide: SystemStatsReader, useFactory: () => new SystemStatsReader(config, outbox) },
      ...(outbox ? [{ provide: OutboxRelay, useFactory: () => new OutboxRelay(config.databaseUrl, nats, {}, warn) }] : []),
      // Every service has both event tables (service-kit's migrations), whether or not it publishes.
      {
        provide: EventTablesTrimmer,
        useFactory: () => new EventTablesTrimmer(config.databaseUrl, { outboxMs: config.outboxRetentionMs, inboxMs: config.inboxRetentionMs }, undefined, warn),
      },
      Lifecycle,
    ];
    return {
      module: ServiceKitModule,
      controllers: [createHealthController(config.name), createSystemStatsController(config.name)],
      providers,
      exports: [SERVICE_CONFIG, NATS_CONNECTION, RpcClient, ...(outbox ? [OutboxRelay] : [])],
    };
  }
}
