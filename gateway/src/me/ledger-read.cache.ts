import { Inject, Injectable, type CallHandler, type ExecutionContext, type NestInterceptor } from '@nestjs/common';
import type { Subscription } from '@nats-io/transport-node';
import { LEDGER_USERS_CHANGED_SUBJECT, LedgerUsersChangedSchema } from '@portal/contracts';
import { finalize, type Observable } from 'rxjs';
import type { NatsLink } from '../nats-link.js';
import { ADMIN_ROLE, type PortalRequest } from '../auth/decorators.js';

/** Pages kept per user at most (each filter of the transaction list is its own page): a caller cannot fill the memory. */
const MAX_PAGES_PER_USER = 16;

interface Entry {
  value: unknown;
  expiresAt: number;
}

/**
 * A recipient's dashboard and transaction pages, served from memory until the ledger says they changed
 * (`LEDGER_USERS_CHANGED_SUBJECT`, sent at the commit of every change: migration 0008) or `ttlMs` passes.
 * A read that was under way when a change message came is answered but not kept: a change drops the user's
 * loads under way too, and a load keeps its page only if it is still the one under way when it ends. So a
 * page older than a change it overlapped is never served later. Without a NATS connection nothing is kept.
 * Only the caller's own pages are cached, after the guard (token, role, account status) has run.
 */
export class LedgerReadCache {
  private readonly users = new Map<string, Map<string, Entry>>();
  /** Loads under way, shared by the callers that miss at the same time (dropped with the user's pages). */
  private readonly loading = new Map<string, Map<string, Promise<unknown>>>();
  private sub: Subscription | undefined;
  private listening = false;

  constructor(private readonly ttlMs: number) {}

  start(link: NatsLink): void {
    if (this.ttlMs <= 0) return;
    this.sub = link.nc.subscribe(LEDGER_USERS_CHANGED_SUBJECT, {
      callback: (_err, msg) => {
        const parsed = LedgerUsersChangedSchema.safeParse(safeJson(msg.string()));
        if (!parsed.success || parsed.data.all) return this.clear();
        for (const userId of parsed.data.userIds) this.forget(userId);
      },
    });
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
   * The page under `key` of `userId`: from memory if current; otherwise loaded once for all who ask at the same
   * time (a change message ends that sharing: who asks after it waits for a new load), and kept if nothing
   * changed meanwhile. The time a page is kept varies by up to a quarter, so pages loaded together do not all
   * expire together.
   */
  async get<T>(userId: string, key: string, load: () => Promise<T>): Promise<T> {
    const hit = this.users.get(userId)?.get(key);
    if (hit && hit.expiresAt > Date.now()) return hit.value as T;
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
    let pages = this.users.get(userId);
    if (!pages) this.users.set(userId, (pages = new Map()));
    if (pages.size >= MAX_PAGES_PER_USER) pages.clear();
    pages.set(key, { value, expiresAt: Date.now() + this.ttlMs * (0.75 + Math.random() / 4) });
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

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/**
 * Read-your-writes without waiting for the change message: whatever a signed-in caller sends that is not
 * a GET drops pages when it finishes (answered or failed). A recipient's own pages; for an admin, every
 * page kept: an admin's change may move a recipient the route does not name (an approval, a transfer's or a
 * withdrawal's status), and the recipient must see it on their next load, not a moment later.
 */
@Injectable()
export class ForgetOwnPagesInterceptor implements NestInterceptor {
  constructor(@Inject(LedgerReadCache) private readonly cache: LedgerReadCache) {}

  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    const request = context.switchToHttp().getRequest<PortalRequest & { method?: string }>();
    const user = request.user;
    if (request.method === 'GET' || !user) return next.handle();
    return next.handle().pipe(finalize(() => (user.roles.includes(ADMIN_ROLE) ? this.cache.clear() : this.cache.forget(user.id))));
  }
}
