import type { Msg, Subscription } from '@nats-io/transport-node';
import type { NatsLink } from '../nats-link.js';

interface Entry {
  value: unknown;
  expiresAt: number;
}

/**
 * What the gateway keeps in memory per user (pages, profiles): a value is served until a change message
 * on `subject` names its user, or the time to live passes. A load that was under way when a change message
 * came is answered but not kept: a change drops the user's loads under way too, and a load keeps its value
 * only if it is still the one under way when it ends. So a value older than a change it overlapped is never
 * served later. Without a NATS connection nothing is kept (change messages would be missed), and a reconnect
 * drops everything.
 */
export abstract class ChangeAwareCache {
  private readonly users = new Map<string, Map<string, Entry>>();
  /** Loads under way, shared by the callers that miss at the same time (dropped with the user's values). */
  private readonly loading = new Map<string, Map<string, Promise<unknown>>>();
  private sub: Subscription | undefined;
  private listening = false;

  /**
   * @param ttlMs how long a value is kept at most (it varies by up to a quarter less, so values loaded together
   *   do not all expire together); 0 keeps nothing.
   * @param maxKeysPerUser values kept per user at most: a caller cannot fill the memory.
   */
  protected constructor(
    private readonly ttlMs: number,
    private readonly maxKeysPerUser: number,
  ) {}

  /** The core NATS subject whose messages say which users changed. */
  protected abstract readonly subject: string;
  /** Drops what a change message names (`forget` / `clear`). */
  protected abstract changed(message: Msg): void;

  start(link: NatsLink): void {
    if (this.ttlMs <= 0) return;
    this.sub = link.nc.subscribe(this.subject, { callback: (_err, message) => this.changed(message) });
    this.listening = true;
    // While NATS is away change messages are missed: keep nothing from the first sign of it until the
    // connection is back, and drop what was kept.
    void (async () => {
      for await (const status of link.nc.status()) {
        if (status.type === 'reconnect') {
          this.clear();
          this.listening = true;
        } else if (['disconnect', 'reconnecting', 'staleConnection', 'close'].includes(status.type)) {
          this.clear();
          this.listening = false;
        }
      }
    })().catch(() => undefined);
  }

  /**
   * The value under `key` of `userId`: from memory if current; otherwise loaded once for all who ask at the same
   * time (a change message ends that sharing: who asks after it waits for a new load), and kept if nothing
   * changed meanwhile.
   */
  protected read<T>(userId: string, key: string, load: () => Promise<T>): Promise<T> {
    const hit = this.users.get(userId)?.get(key);
    if (hit && hit.expiresAt > Date.now()) return Promise.resolve(hit.value as T);
    const shared = this.loading.get(userId)?.get(key);
    if (shared) return shared as Promise<T>;
    const underWay = () => this.loading.get(userId)?.get(key) === loaded;
    const loaded: Promise<T> = load().then(
      (value) => {
        // Still the load under way: no change message (nor reconnect) came since it started.
        if (underWay()) {
          this.endLoad(userId, key);
          if (this.listening) this.keep(userId, key, value);
        }
        return value;
      },
      (error: unknown) => {
        if (underWay()) this.endLoad(userId, key);
        throw error;
      },
    );
    let flights = this.loading.get(userId);
    if (!flights) this.loading.set(userId, (flights = new Map()));
    flights.set(key, loaded);
    return loaded;
  }

  forget(userId: string): void {
    this.users.delete(userId);
    this.loading.delete(userId);
  }

  clear(): void {
    this.users.clear();
    this.loading.clear();
  }

  private keep(userId: string, key: string, value: unknown): void {
    let values = this.users.get(userId);
    if (!values) this.users.set(userId, (values = new Map()));
    if (values.size >= this.maxKeysPerUser) values.clear();
    values.set(key, { value, expiresAt: Date.now() + this.ttlMs * (0.75 + Math.random() / 4) });
  }

  private endLoad(userId: string, key: string): void {
    const flights = this.loading.get(userId);
    flights?.delete(key);
    if (flights?.size === 0) this.loading.delete(userId);
  }

  stop(): void {
    this.sub?.unsubscribe();
    this.listening = false;
    this.clear();
  }
}

/** A message's JSON, or undefined when it is not JSON. */
export function jsonOf(message: Msg): unknown {
  try {
    return JSON.parse(message.string());
  } catch {
    return undefined;
  }
}
