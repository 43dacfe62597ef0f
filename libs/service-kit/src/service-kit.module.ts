import { Global, Module, type DynamicModule, type OnApplicationBootstrap, type OnModuleDestroy, Inject, Optional } from '@nestjs/common';
import type { ServiceConfig } from './config.js';
import { SERVICE_CONFIG } from './tokens.js';
import { RpcClient } from './rpc-client.js';
import { OutboxRelay } from './outbox.js';
import { DatabaseProbe, createHealthController } from './health.js';
import { createLogger } from './logger.js';

export interface ServiceKitOptions { config: ServiceConfig; outbox: boolean }

class Lifecycle implements OnApplicationBootstrap, OnModuleDestroy {
  constructor(@Inject(RpcClient) private readonly rpc: RpcClient, @Optional() @Inject(OutboxRelay) private readonly relay?: OutboxRelay) {}
  async onApplicationBootstrap(): Promise<void> {
    await this.rpc.connect();
    await this.relay?.start();
  }
  async onModuleDestroy(): Promise<void> {
    await this.relay?.stop();
    await this.rpc.close();
  }
}

/** Global module giving every service its configuration, an RPC client, a health responder and (optionally) the outbox relay. */
@Global()
@Module({})
export class ServiceKitModule {
  static forRoot({ config, outbox }: ServiceKitOptions): DynamicModule {
    const log = createLogger(config.name);
    const providers = [
      { provide: SERVICE_CONFIG, useValue: config },
      { provide: RpcClient, useFactory: () => new RpcClient(config.natsUrl) },
      { provide: DatabaseProbe, useFactory: () => new DatabaseProbe(config.databaseUrl) },
      ...(outbox ? [{ provide: OutboxRelay, useFactory: () => new OutboxRelay(config.databaseUrl, config.natsUrl, 200, (m: string) => log.warn(m)) }] : []),
      Lifecycle,
    ];
    return {
      module: ServiceKitModule,
      controllers: [createHealthController(config.name)],
      providers,
      exports: [SERVICE_CONFIG, RpcClient, ...(outbox ? [OutboxRelay] : [])],
    };
  }
}
