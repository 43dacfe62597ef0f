import type { Msg } from '@nats-io/transport-node';
import { EVENTS_SUBJECT_PREFIX, Rpc, type StoredProfile } from '@portal/contracts';
import type { RpcClient } from '@portal/service-kit';
import { ChangeAwareCache, jsonOf } from '../cache/change-aware.cache.js';

/**
 * Recipients' profiles as the gateway needs them on every call (for the account-status rule).
 * Held for a few seconds at most, and dropped at once when accounts-kyc announces a change of the user
 * (status, KYC status, activity, erasure); a profile loaded while such a change was under way is answered
 * but not kept (see ChangeAwareCache), so a suspended user's old status is never served afterwards.
 */
export class ProfileCache extends ChangeAwareCache {
  // Every event of accounts-kyc (status, KYC status, activity, erasure) may make a cached profile stale.
  protected readonly subject = `${EVENTS_SUBJECT_PREFIX}accounts.>`;

  constructor(
    private readonly rpc: RpcClient,
    ttlMs: number,
  ) {
    super(ttlMs, 1);
  }

  protected changed(message: Msg): void {
    const userId = (jsonOf(message) as { data?: { userId?: unknown } } | undefined)?.data?.userId;
    if (typeof userId === 'string') this.forget(userId);
    else this.clear();
  }

  get(userId: string): Promise<StoredProfile> {
    return this.read(userId, 'profile', () => this.rpc.call(Rpc.accountsGetProfile, { userId }));
  }
}
