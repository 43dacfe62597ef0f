import { createHash } from 'node:crypto';
import { RpcErrors } from '@portal/service-kit';
import type { PrismaService } from '../prisma/prisma.service.js';

/** A request's fingerprint: what was asked, without the PIN and the key, so a reused key with another body is refused. */
export function fingerprintOf(request: Record<string, unknown>): string {
  const { pin: _pin, idempotencyKey: _key, ...asked } = request;
  return createHash('sha256')
    .update(JSON.stringify(asked, Object.keys(asked).sort()))
    .digest('hex');
}

export const KEY_REUSED = 'This idempotency key was already used for a different request';

export function assertSameRequest(stored: string, given: string): void {
  if (stored !== given) throw RpcErrors.conflict(KEY_REUSED);
}

/** History search: the UTC bounds of one calendar day in the user's time zone (UTC when none is given). */
export async function dayBounds(db: PrismaService, date: string, timeZone = 'UTC'): Promise<{ from: Date; to: Date }> {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone });
  } catch {
    throw RpcErrors.validation('timeZone: unknown time zone');
  }
  const [row] = await db.$queryRaw<{ from: Date; to: Date }[]>`
    SELECT (${date}::date::timestamp AT TIME ZONE ${timeZone}) AS "from", ((${date}::date + 1)::timestamp AT TIME ZONE ${timeZone}) AS "to"`;
  return row!;
}

export function toCents(value: bigint): number {
  const n = Number(value);
  if (!Number.isSafeInteger(n)) throw new RangeError(`Amount out of range: ${value}`);
  return n;
}

/** Prisma's code for a unique-constraint violation. */
export function isUniqueViolation(error: unknown): boolean {
  return (error as { code?: string })?.code === 'P2002';
}
