import { Rpc, type PersonName } from '@portal/contracts';
import type { RpcClient } from '@portal/service-kit';

type Named<T> = T & { user: Omit<PersonName, 'userId'> | null };

/**
 * Names the people of an admin list in one round trip to accounts-kyc (admin lists name people, never
 * an id prefix); a row whose profile is gone (erased) gets `user: null`, shown as 'Unknown User'.
 */
export async function withPeople<T extends { userId: string }>(rpc: RpcClient, rows: T[]): Promise<Named<T>[]> {
  const ids = [...new Set(rows.map((r) => r.userId))];
  const names = ids.length ? await rpc.call(Rpc.accountsNames, { userIds: ids }) : [];
  const byId = new Map(names.map(({ userId, ...name }) => [userId, name]));
  return rows.map((r) => ({ ...r, user: byId.get(r.userId) ?? null }));
}
