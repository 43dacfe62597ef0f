import 'reflect-metadata';
import { Module, type INestMicroservice, type Type } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { Transport, type MicroserviceOptions } from '@nestjs/microservices';
import { Logger } from 'nestjs-pino';
import { loadServiceConfig, natsAuth, type ServiceConfig } from './config.js';
import { migrate, KIT_MIGRATIONS } from './database/migrations.js';
import { ServiceKitModule } from './service-kit.module.js';
import { createLogger } from './logging/logger.js';
import { loggingModule } from './logging/logging.module.js';
import { requestIdHook } from './rpc/request-id.hook.js';

export interface RunServiceOptions {
  name: string;
  migrationsDir: string;
  /** The service's root module (`AppModule`), importing its feature modules. */
  module: Type<unknown>;
  /** Whether the service publishes integration events through its outbox. */
  outbox?: boolean;
  env?: NodeJS.ProcessEnv;
}

export interface RunningService {
  app: INestMicroservice;
  config: ServiceConfig;
  close(): Promise<void>;
}

/** Migrates the service's database, then serves its message handlers on NATS (queue group = service name). */
export async function runService(options: RunServiceOptions): Promise<RunningService> {
  const config = loadServiceConfig(options.name, options.migrationsDir, options.env);
  const log = createLogger(options.name);
  const applied = await migrate(config.databaseUrl, [KIT_MIGRATIONS, { scope: options.name, dir: options.migrationsDir }]);
  if (applied.length) log.info({ applied }, 'migrations applied');

  @Module({ imports: [loggingModule(), ServiceKitModule.forRoot({ config, outbox: options.outbox ?? false }), options.module] })
  class RootModule {}

  const app = await NestFactory.createMicroservice<MicroserviceOptions>(RootModule, {
    transport: Transport.NATS,
    options: { servers: [config.natsUrl], queue: options.name, name: options.name, ...natsAuth(options.env) },
    bufferLogs: true,
  });
  app.useLogger(app.get(Logger));
  app.registerPreRequestHook(requestIdHook);
  app.enableShutdownHooks();
  await app.listen();
  log.info({ nats: config.natsUrl }, 'service listening');
  return { app, config, close: () => app.close() };
}
