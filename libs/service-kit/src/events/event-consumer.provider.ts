import type { FactoryProvider, InjectionToken, OnApplicationBootstrap, OnModuleDestroy } from '@nestjs/common';
import { Events, type EventContract } from '@portal/contracts';
import type { z } from 'zod';
import type { NatsConnection } from '@nats-io/transport-node';
import { NATS_CONNECTION } from '../nats/process-connection.js';
import { createLogger } from '../logging/logger.js';
import { EventConsumer, type AfterCommit, type TransactionalDatabase } from './event-consumer.js';
import type { SqlExecutor } from './outbox.js';

/** Starts its consumer once the app is up and stops it when the app closes. */
class ConsumerLifecycle implements OnApplicationBootstrap, OnModuleDestroy {
  constructor(private readonly consumer: { start(): Promise<void>; stop(): Promise<void> }) {}

  onApplicationBootstrap(): Promise<void> {
    return this.consumer.start();
  }

  onModuleDestroy(): Promise<void> {
    return this.consumer.stop();
  }
}

export interface EventConsumerProviderOptions<S extends z.ZodType, Tx extends SqlExecutor, H> {
  /**
   * The durable consumer's name and inbox key, e.g. `identity-user-erased` (never rename a deployed one: a new name
   * starts after the events already sent). It must be in contracts' EVENT_CONSUMERS with this event: the service's
   * NATS user may create no other consumer.
   */
  name: string;
  event: EventContract<S>;
  /** The service's database (its PrismaService), where the inbox row and the handler's writes commit together. */
  db: InjectionToken<TransactionalDatabase<Tx>>;
  /** The provider that does the work, e.g. the feature's service. */
  handler: InjectionToken<H>;
  /** The effect of one event through `tx` (see `EventConsumerOptions.handle`). */
  handle: (handler: H, data: z.output<S>, tx: Tx, event: { id: string; subject: string }) => Promise<void | AfterCommit>;
  retryDelayMs?: number;
}

/**
 * A Nest provider that runs one durable, idempotent `EventConsumer` for the module it is listed in:
 * connected when the app has started, drained when it stops, each event handled once in the service's
 * database (inbox row and effect in one transaction, acknowledged after the commit, redelivered after a
 * failure). A feature supplies only what an event does:
 *
 *   providers: [ErasureService, eventConsumerProvider({ name: 'x-user-erased', event: Events.userErased, db: PrismaService,
 *                                                       handler: ErasureService, handle: (s, data, tx) => s.erase(data.userId, tx) })]
 */
export function eventConsumerProvider<S extends z.ZodType, Tx extends SqlExecutor, H>(options: EventConsumerProviderOptions<S, Tx, H>): FactoryProvider {
  return {
    provide: `event-consumer:${options.name}`,
    inject: [NATS_CONNECTION, options.db, options.handler],
    useFactory: (nats: NatsConnection, db: TransactionalDatabase<Tx>, handler: H) => {
      const log = createLogger(`events.${options.name}`);
      return new ConsumerLifecycle(
        new EventConsumer<S, Tx>({
          nats,
          name: options.name,
          event: options.event,
          db,
          retryDelayMs: options.retryDelayMs,
          handle: (data, tx, event) => options.handle(handler, data, tx, event),
          log: (message) => log.warn(message),
        }),
      );
    },
  };
}

/** One service's part of deleting a recipient, written through the consumer's transaction. */
export interface UserErasureStep<Tx extends SqlExecutor> {
  /** Its writes through `tx`; it may answer work to run after the commit (e.g. deleting the files of rows it deleted). */
  eraseUser(userId: string, tx: Tx): Promise<void | AfterCommit>;
}

/**
 * The consumer of `accounts.user-erased` (a recipient was deleted): `step.eraseUser` runs once per
 * deletion, in the same transaction as the inbox row, and again after a failure until it succeeds.
 */
export function userErasedConsumer<Tx extends SqlExecutor>(options: {
  name: string;
  db: InjectionToken<TransactionalDatabase<Tx>>;
  step: InjectionToken<UserErasureStep<Tx>>;
  retryDelayMs?: number;
}): FactoryProvider {
  return eventConsumerProvider({
    name: options.name,
    event: Events.userErased,
    db: options.db,
    handler: options.step,
    retryDelayMs: options.retryDelayMs,
    handle: (step, data, tx) => step.eraseUser(data.userId, tx),
  });
}
