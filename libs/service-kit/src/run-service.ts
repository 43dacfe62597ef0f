import 'reflect-metadata';
import { Module, type INestMicroservice, type Type } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import type { CustomStrategy } from '@nestjs/microservices';
import { Logger } from 'nestjs-pino';
import { isPlatformProcess, portalProfileOf, processSecrets } from '@portal/contracts';
import { loadServiceConfig, natsAuth, type ServiceConfig } from './config.js';
import { checkConnectionSettings } from './connections.js';
import { ProcessConnectionServer, closeProcessConnection, openProcessConnection } from './nats/process-connection.js';
import { awaitSchema, migrate, KIT_MIGRATIONS } from './database/migrations.js';
import { ServiceKitModule } from './service-kit.module.js';
import { createLogger } from './logging/logger.js';
import { loggingModule } from './logging/logging.module.js';
import { requestIdHook } from './rpc/request-id.hook.js';
import { exitOnSignals } from './shutdown.js';
import { DatabaseProbe } from './health.js';
import { collectProcessMetrics, scrapedGauge } from './observability/metrics.js';
import { opsPortFromEnv, startOpsServer, type OpsServer } from './observability/ops-server.js';

export interface RunServiceOptions {
  name: string;
  migrationsDir: string;
  /** The service's root module (`AppModule`), importing its feature modules. */
  module: Type<unknown>;
  /** Whether the service publishes integration events through its outbox. */
  outbox?: boolean;
  env?: NodeJS.ProcessEnv;
  /**
   * Whether SIGTERM/SIGINT stop the process (default: true). Embedders that run several services in one
   * process (tests) pass false and call close().
   */
  handleSignals?: boolean;
}

export interface RunningService {
  app: INestMicroservice;
  config: ServiceConfig;
  close(): Promise<void>;
}

/** How long a process that does not migrate waits for its release's migrations (SCHEMA_WAIT_SECONDS, default 300). */
function schemaWaitMs(env: NodeJS.ProcessEnv): number {
  const raw = env.SCHEMA_WAIT_SECONDS;
  const seconds = raw === undefined || raw === '' ? 300 : Number(raw);
  if (!Number.isFinite(seconds) || seconds < 0) throw new Error(`SCHEMA_WAIT_SECONDS must be a number of seconds, got "${raw}"`);
  return seconds * 1000;
}

/** Migrates the service's database, then serves its message handlers on NATS (queue group = service name). */
export async function runService(options: RunServiceOptions): Promise<RunningService> {
  const config = loadServiceConfig(options.name, options.migrationsDir, options.env);
  const log = createLogger(options.name);
  const env = options.env ?? process.env;
  // `node dist/main.js --migrate-only` (a deployment's migration job) migrates and exits;
  // MIGRATE_ON_START=false leaves migrating to that job.
  const migrateOnly = process.argv.includes('--migrate-only');
  // Fail closed before anything runs: with NODE_ENV=production a service without its own NATS user and password does not start.
  const nats = migrateOnly ? {} : natsAuth(env, options.name);
  // A PORTAL_PROFILE that names no profile stops the start (unset is production: no demo data).
  portalProfileOf(env.PORTAL_PROFILE);
  // Production reaches Redis and NATS over TLS with a password: a plain URL or a missing password stops the start here.
  // Redis and SMTP only where the service uses them (contracts' PROCESS_NEEDS: who gets REDIS_PASSWORD, SMTP_PASSWORD).
  if (!migrateOnly && isPlatformProcess(options.name)) {
    const secrets = processSecrets(options.name);
    checkConnectionSettings(env, { redis: secrets.includes('REDIS_PASSWORD'), smtp: secrets.includes('SMTP_PASSWORD') });
  } else if (!migrateOnly) {
    checkConnectionSettings(env);
  }
  // Either way a database migrated by a newer release stops the start: an older build never runs on a newer schema.
  const migrations = [KIT_MIGRATIONS, { scope: options.name, dir: options.migrationsDir }];
  try {
    if (migrateOnly || env.MIGRATE_ON_START !== 'false') {
      const applied = await migrate(config.databaseUrl, migrations);
      log.info({ applied }, applied.length ? 'migrations applied' : 'database schema up to date');
    } else {
      await awaitSchema(config.databaseUrl, migrations, {
        timeoutMs: schemaWaitMs(env),
        onWait: (pending) => log.info({ pending }, "waiting for the migration step to apply this release's migrations"),
      });
    }
  } catch (error) {
    log.fatal({ err: error }, (error as Error).message);
    throw error;
  }
  if (migrateOnly) process.exit(0);
  collectProcessMetrics(options.name);

  // One NATS connection for the whole process: the message handlers, the RPC client, the event consumers,
  // the outbox relay and the notification forwarders all work over it.
  const nc = await openProcessConnection(options.name, config.natsUrl, env, nats);

  @Module({ imports: [loggingModule(), ServiceKitModule.forRoot({ config, outbox: options.outbox ?? false, nats: nc }), options.module] })
  class RootModule {}

  const app = await NestFactory.createMicroservice<CustomStrategy>(RootModule, {
    strategy: new ProcessConnectionServer(nc, { queue: options.name }),
    bufferLogs: true,
  });
  app.useLogger(app.get(Logger));
  app.registerPreRequestHook(requestIdHook);
  const probe = app.get(DatabaseProbe);
  if (options.outbox) {
    scrapedGauge('portal_outbox_unpublished', 'Outbox rows not yet published to JetStream', [], async () => [
      { labels: {}, value: (await probe.outboxLag()).rows },
    ]);
    scrapedGauge('portal_outbox_lag_seconds', 'Age of the oldest unpublished outbox row (0 when none)', [], async () => [
      { labels: {}, value: (await probe.outboxLag()).oldestSeconds },
    ]);
  }
  let ops: OpsServer | undefined;
  const close = async () => {
    await ops?.close();
    await app.close();
    // Last: everything that worked over the connection has stopped.
    await closeProcessConnection(nc);
  };
  if (options.handleSignals ?? true) exitOnSignals(close, log);
  await app.listen();
  const opsPort = opsPortFromEnv(env);
  if (opsPort !== undefined) ops = await startOpsServer({ port: opsPort, ready: async () => (await probe.check()).status === 'up', log });
  log.info({ nats: config.natsUrl }, 'service listening');
  return { app, config, close };
}
