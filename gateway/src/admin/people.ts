import { Rpc, type PersonName, type RecipientMoney } from '@portal/contracts';
import type { RpcClient } from '@portal/service-kit';

type Person = Omit<PersonName, 'userId'>;
type Named<T> = T & { user: Person | null };

/** The named people among `userIds`, in one round trip to accounts-kyc (an erased or unknown id is missing). */
export async function peopleByIds(rpc: RpcClient, userIds: string[]): Promise<Map<string, Person>> {
  const ids = [...new Set(userIds)];
  const names = ids.length ? await rpc.call(Rpc.accountsNames, { userIds: ids }) : [];
  return new Map(names.map(({ userId, ...name }) => [userId, name]));
}

/** Gives each row its person from `people` (`user: null` when the profile is gone, shown as 'Unknown User'). */
export function named<T extends { userId: string }>(people: Map<string, Person>, rows: T[]): Named<T>[] {
  return rows.map((r) => ({ ...r, user: people.get(r.userId) ?? null }));
}

/**
 * Names the people of an admin list in one round trip to accounts-kyc (admin lists name people, never
 * an id prefix); a row whose profile is gone (erased) gets `user: null`, shown as 'Unknown User'.
 */
export async function withPeople<T extends { userId: string }>(rpc: RpcClient, rows: T[]): Promise<Named<T>[]> {
  return named(
    await peopleByIds(
      rpc,
      rows.map((r) => r.userId),
    ),
    rows,
  );
}

/** Each recipient's grant title and current balance, in one round trip to the ledger. */
export async function moneyByIds(rpc: RpcClient, userIds: string[]): Promise<Map<string, RecipientMoney>> {
  const ids = [...new Set(userIds)];
  const rows = ids.length ? await rpc.call(Rpc.ledgerBalances, { userIds: ids }) : [];
  return new Map(rows.map(({ userId, balanceCents, grantTitle }) => [userId, { balanceCents, grantTitle }]));
}

/** Gives each row its recipient's grant title and current balance (no grant yet: null and 0). */
export function withMoney<T extends { userId: string }>(money: Map<string, RecipientMoney>, rows: T[]): (T & RecipientMoney)[] {
  return rows.map((r) => ({ ...r, ...(money.get(r.userId) ?? { grantTitle: null, balanceCents: 0 }) }));
}
