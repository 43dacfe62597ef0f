import { randomUUID } from 'node:crypto';
import type { EventContract } from '@portal/contracts';
import type { z } from 'zod';

/** Anything that can run a raw SQL statement inside the caller's transaction (a Prisma transaction client). */
export interface SqlExecutor {
  $executeRawUnsafe(query: string, ...values: unknown[]): Promise<number>;
}

/** What the relay publishes for each event: the outbox id (consumers de-duplicate on it) and the payload. */
export interface EventEnvelope<T = unknown> {
  id: string;
  data: T;
}

/**
 * Records an integration event in the outbox inside the caller's database transaction: the event
 * is published if and only if the change commits. Returns the event id (also its JetStream msgID).
 */
export async function enqueueEvent<S extends z.ZodType>(tx: SqlExecutor, contract: EventContract<S>, payload: z.input<S>): Promise<string> {
  const data = contract.schema.parse(payload);
  const id = randomUUID();
  await tx.$executeRawUnsafe('INSERT INTO outbox (id, subject, payload) VALUES ($1::uuid, $2, $3::jsonb)', id, contract.subject, JSON.stringify(data));
  return id;
}

/**
 * `enqueueEvent` for many events of one contract in one statement (a batch that commits together).
 * Returns the event ids, in order.
 */
export async function enqueueEvents<S extends z.ZodType>(tx: SqlExecutor, contract: EventContract<S>, payloads: z.input<S>[]): Promise<string[]> {
  if (payloads.length === 0) return [];
  const data = payloads.map((p) => JSON.stringify(contract.schema.parse(p)));
  const ids = payloads.map(() => randomUUID());
  await tx.$executeRawUnsafe(
    'INSERT INTO outbox (id, subject, payload) SELECT id, $2, payload FROM unnest($1::uuid[], $3::jsonb[]) AS e(id, payload)',
    ids,
    contract.subject,
    data,
  );
  return ids;
}
