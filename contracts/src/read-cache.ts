import { z } from 'zod';

/**
 * The recipients whose dashboard or transaction list changed, published by the ledger right after each
 * commit (from PostgreSQL's `ledger_user_changed` notifications, migration 0008) on core NATS, not the
 * event stream: a lost message costs freshness for at most READ_CACHE_TTL_MS, never money. `all` tells
 * every reader to drop everything (the ledger may have missed changes, e.g. after a reconnect).
 */
export const LEDGER_USERS_CHANGED_SUBJECT = 'cache.ledger.users-changed';

/** Ids per message at most (a batch of postings names at most this many recipients at once). */
export const LEDGER_USERS_CHANGED_MAX_IDS = 500;

export const LedgerUsersChangedSchema = z.object({
  userIds: z.array(z.string().uuid()).max(LEDGER_USERS_CHANGED_MAX_IDS),
  all: z.boolean().optional(),
});
export type LedgerUsersChanged = z.infer<typeof LedgerUsersChangedSchema>;

/**
 * How long the gateway serves a recipient's dashboard or transaction page from memory without a change
 * message: the backstop for a lost one, and for what changes with the clock alone (today's count).
 */
export const READ_CACHE_TTL_MS = 10_000;
