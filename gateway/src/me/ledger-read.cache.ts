import type { Msg } from '@nats-io/transport-node';
import { LEDGER_USERS_CHANGED_SUBJECT, LedgerUsersChangedSchema } from '@portal/contracts';
import { ChangeAwareCache, jsonOf } from '../cache/change-aware.cache.js';

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
