import { Events } from '@portal/contracts';
import { enqueueEvent, type SqlExecutor } from '@portal/service-kit';
import type { Profile } from '../../generated/prisma/client.js';

/** What the profiles feature publishes, each written to the outbox in the caller's transaction. */

export function publishProfileCreated(tx: SqlExecutor, profile: Profile, grantConflict: boolean): Promise<string> {
  return enqueueEvent(tx, Events.profileCreated, {
    userId: profile.id,
    email: profile.email,
    grantNumber: profile.grantNumber,
    accountNumber: profile.accountNumber,
    grantConflict,
    at: profile.createdAt.toISOString(),
  });
}

export function publishAccountStatusChanged(tx: SqlExecutor, before: Profile, after: Profile, actorId: string): Promise<string> {
  return enqueueEvent(tx, Events.accountStatusChanged, {
    userId: after.id,
    from: before.accountStatus,
    to: after.accountStatus,
    actorId,
    at: after.updatedAt.toISOString(),
  });
}
