import { Inject, Injectable, type CallHandler, type ExecutionContext, type NestInterceptor } from '@nestjs/common';
import type { Msg } from '@nats-io/transport-node';
import { LEDGER_USERS_CHANGED_SUBJECT, LedgerUsersChangedSchema } from '@portal/contracts';
import { finalize, type Observable } from 'rxjs';
import { ChangeAwareCache, jsonOf } from '../cache/change-aware.cache.js';
import { ADMIN_ROLE, type PortalRequest } from '../auth/decorators.js';

/** Pages kept per user at most (each filter of the transaction list is its own page): a caller cannot fill the memory. */
const MAX_PAGES_PER_USER = 16;

/**
 * A recipient's dashboard and transaction pages, served from memory until the ledger says they changed
 * (`LEDGER_USERS_CHANGED_SUBJECT`, sent at the commit of every change: migration 0008) or `ttlMs` passes;
 * a page older than a change it overlapped is never served later (see ChangeAwareCache). Only the caller's
 * own pages are cached, after the guard (token, role, account status) has run.
 */
export class LedgerReadCache extends ChangeAwareCache {
  protected readonly subject = LEDGER_USERS_CHANGED_SUBJECT;

  constructor(ttlMs: number) {
    super(ttlMs, MAX_PAGES_PER_USER);
  }

  protected changed(message: Msg): void {
    const parsed = LedgerUsersChangedSchema.safeParse(jsonOf(message));
    if (!parsed.success || parsed.data.all) return this.clear();
    for (const userId of parsed.data.userIds) this.forget(userId);
  }

  /** The page under `key` of `userId`: from memory if current, else loaded (once for callers that miss together). */
  get<T>(userId: string, key: string, load: () => Promise<T>): Promise<T> {
    return this.read(userId, key, load);
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
