import { ClientNats, ServerNats, type NatsOptions } from '@nestjs/microservices';
import { connect, type NatsConnection, type Subscription } from '@nats-io/transport-node';
import { natsAuth, type NatsAuth } from '../config.js';
import { natsTransportOptions } from '../connections.js';
import { JsonAnswerSerializer } from '../rpc/json-answer.js';

export type { NatsConnection };

/** The injection token of the process's one NATS connection (see openProcessConnection). */
export const NATS_CONNECTION = Symbol('NATS_CONNECTION');

/**
 * Drains the process's connection (what was published reaches the server), or closes it after
 * `timeoutMs` when the server does not answer (NATS unreachable: a drain would wait for it).
 */
export async function closeProcessConnection(nc: NatsConnection, timeoutMs = 500): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<void>((resolve) => (timer = setTimeout(resolve, timeoutMs)));
  await Promise.race([nc.drain().catch(() => undefined), late]);
  clearTimeout(timer);
  if (!nc.isClosed()) await nc.close().catch(() => undefined);
}

/**
 * The one NATS connection of a service process, shared by its message handlers, its RPC client, its
 * event consumers, its outbox relay and its notification forwarders (each a subscription or a JetStream
 * consumer on it, not a connection of its own). It reconnects for as long as it takes: the client's
 * default gives up after 10 attempts (about 20 s), leaving a process that no longer answers anything.
 * Its owner (runService) drains it last, after everything that uses it has stopped. Its name carries the
 * process id (`ledger-withdrawals (pid 4242)`), so the server's connection list tells two instances apart.
 */
export function openProcessConnection(
  name: string,
  natsUrl: string,
  env: NodeJS.ProcessEnv = process.env,
  auth: NatsAuth = natsAuth(env),
): Promise<NatsConnection> {
  return connect({ ...natsTransportOptions(natsUrl, env), name: processConnectionName(name), maxReconnectAttempts: -1, ...auth });
}

/** The connection name of `service`'s process connection in this process. */
export function processConnectionName(service: string, pid = process.pid): string {
  return `${service} (pid ${pid})`;
}

type ServerOptions = Required<NatsOptions>['options'];

/**
 * Nest's NATS server (the service's @RpcHandler methods) on the process's connection; its answers may be
 * `JsonAnswer`s. Closing it ends its subscriptions and leaves the connection open for the parts that stop after it.
 */
export class ProcessConnectionServer extends ServerNats {
  constructor(
    private readonly connection: NatsConnection,
    options: ServerOptions,
  ) {
    super({ serializer: new JsonAnswerSerializer(), ...options });
  }

  override createNatsClient(): Promise<NatsConnection> {
    return Promise.resolve(this.connection);
  }

  override close(): Promise<void> {
    // ServerNats keeps its subscriptions to itself; they are the ones to end here, not the connection.
    const own = this as unknown as { subscriptions: Subscription[]; natsClient: NatsConnection | null };
    for (const sub of own.subscriptions) sub.unsubscribe();
    own.subscriptions.length = 0;
    own.natsClient = null;
    return Promise.resolve();
  }
}

/** Nest's NATS client (RpcClient's requests) on the process's connection; closing it fails what is still waiting and leaves the connection open. */
export class ProcessConnectionClient extends ClientNats {
  constructor(
    private readonly connection: NatsConnection,
    options: ServerOptions,
  ) {
    super(options);
  }

  override createClient(): Promise<NatsConnection> {
    return Promise.resolve(this.connection);
  }

  override close(): Promise<void> {
    this.handleClose();
    this.natsClient = null;
    this.connectionPromise = null;
    return Promise.resolve();
  }
}
