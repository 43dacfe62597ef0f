import type { NatsConnection } from '@nats-io/transport-node';
import pg from 'pg';

export interface NotificationForwarderOptions {
  databaseUrl: string;
  /** The process's NATS connection (shared: the forwarder publishes on it and never closes it). */
  nats: NatsConnection;
  /** The PostgreSQL channel to LISTEN on (its payloads are ids). */
  channel: string;
  /** The core NATS subject the ids go out on. */
  subject: string;
  /** The message for a list of ids (at most `maxIds`), and the one that tells readers to drop everything. */
  message: (ids: string[]) => unknown;
  resetMessage: unknown;
  maxIds: number;
  reconnectMs?: number;
  log?: (message: string) => void;
}

/**
 * Forwards a PostgreSQL notification channel to core NATS: the payloads (ids) of one event-loop turn go out
 * in one message. NOTIFY is sent at commit, so what arrives is committed. Notifications sent while nobody
 * listened are lost: after every (re)connect it first publishes the reset message. For caches, not for
 * anything that must not be lost (that is what the outbox is for).
 */
export class NotificationForwarder {
  private client: pg.Client | undefined;
  private readonly pending = new Set<string>();
  private flushQueued = false;
  private stopped = false;
  private retry: NodeJS.Timeout | undefined;

  constructor(private readonly options: NotificationForwarderOptions) {}

  async start(): Promise<void> {
    await this.listen();
  }

  private async listen(): Promise<void> {
    if (this.stopped) return;
    const client = new pg.Client({ connectionString: this.options.databaseUrl });
    client.on('notification', (n) => {
      if (n.channel === this.options.channel && n.payload) this.received(n.payload);
    });
    client.on('error', (error) => this.lost(client, error));
    client.on('end', () => this.lost(client, new Error('connection ended')));
    try {
      await client.connect();
      await client.query(`LISTEN ${this.options.channel}`);
      this.client = client;
      this.publish(this.options.resetMessage);
    } catch (error) {
      this.lost(client, error as Error);
    }
  }

  private lost(client: pg.Client, error: Error): void {
    if (this.stopped || (this.client !== undefined && this.client !== client)) return;
    this.client = undefined;
    const delay = this.options.reconnectMs ?? 1000;
    this.options.log?.(`${this.options.channel}: connection lost (${error.message}); listening again in ${delay} ms`);
    client.removeAllListeners('end');
    void client.end().catch(() => undefined);
    clearTimeout(this.retry);
    this.retry = setTimeout(() => void this.listen(), delay);
  }

  private received(id: string): void {
    this.pending.add(id);
    if (this.flushQueued) return;
    this.flushQueued = true;
    setImmediate(() => {
      this.flushQueued = false;
      const ids = [...this.pending];
      this.pending.clear();
      for (let i = 0; i < ids.length; i += this.options.maxIds) this.publish(this.options.message(ids.slice(i, i + this.options.maxIds)));
    });
  }

  private publish(message: unknown): void {
    try {
      if (!this.stopped) this.options.nats.publish(this.options.subject, JSON.stringify(message));
    } catch (error) {
      this.options.log?.(`${this.options.channel}: could not publish: ${(error as Error).message}`);
    }
  }

  async stop(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.retry);
    const client = this.client;
    this.client = undefined;
    client?.removeAllListeners('end');
    await client?.end().catch(() => undefined);
  }
}
