import type { Subscription } from '@nats-io/transport-node';
import type { NatsLink } from '../nats-link.js';
import { EVENTS_SUBJECT_PREFIX, Rpc, type StoredProfile } from '@portal/contracts';
import type { RpcClient } from '@portal/service-kit';

/**
 * Recipients' profiles as the gateway needs them on every call (for the account-status rule).
 * Held for a few seconds at most, and dropped at once when accounts-kyc announces a status change.
 */
export class ProfileCache {
  private readonly entries = new Map<string, { profile: StoredProfile; expiresAt: number }>();
  private sub: Subscription | undefined;

  constructor(
    private readonly rpc: RpcClient,
    private readonly ttlMs: number,
  ) {}

  start(link: NatsLink): void {
    if (this.ttlMs <= 0) return;
    // Account status and KYC status changes both make a cached profile stale.
    this.sub = link.nc.subscribe(`${EVENTS_SUBJECT_PREFIX}accounts.>`, {
      callback: (_err, msg) => {
        try {
          const { data } = msg.json<{ data: { userId: string } }>();
          this.entries.delete(data.userId);
        } catch {
          this.entries.clear();
        }
      },
    });
  }

  async get(userId: string): Promise<StoredProfile> {
    const hit = this.entries.get(userId);
    if (hit && hit.expiresAt > Date.now()) return hit.profile;
    const profile = await this.rpc.call(Rpc.accountsGetProfile, { userId });
    if (this.ttlMs > 0) this.entries.set(userId, { profile, expiresAt: Date.now() + this.ttlMs });
    return profile;
  }

  forget(userId: string): void {
    this.entries.delete(userId);
  }

  stop(): void {
    this.sub?.unsubscribe();
  }
}
