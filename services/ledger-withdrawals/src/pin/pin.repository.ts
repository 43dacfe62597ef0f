import { randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { Events, type PinChangedEvent } from '@portal/contracts';
import { KeyedQueue, SqlPool, enqueueEvent } from '@portal/service-kit';
import { PrismaService } from '../prisma/prisma.service.js';

/** A user's PIN row: the hash (null once deleted), the failure counter, the lock, the last wrong attempt and the last reset by link. */
export interface StoredPin {
  pinHash: string | null;
  failedAttempts: number;
  lockedUntil: Date | null;
  lastFailedAt: Date | null;
  resetAt: Date | null;
}
/** What one step under the row lock changes. */
export type PinUpdate = Partial<StoredPin>;
/** What a step tells the user about (a security notice), published through the outbox with the change. */
export type PinChange = PinChangedEvent['change'];
/** A judge's verdict: its result, what to write, and the change to publish when it writes. */
export interface PinVerdict<T> {
  result: T;
  update?: PinUpdate;
  change?: PinChange;
}

/**
 * Transaction PINs (bcrypt hashes) with their failed-attempt counter, lock and the time of the last
 * wrong entry, and the e-mailed reset links. A deleted PIN keeps its row without a hash, so the
 * counters outlive it.
 */
@Injectable()
export class PinRepository {
  private readonly queue = new KeyedQueue();

  constructor(
    @Inject(PrismaService) private readonly db: PrismaService,
    @Inject(SqlPool) private readonly sql: SqlPool,
  ) {}

  /** The row as committed now (null when there is none); one statement on the plain pool, no ORM on the PIN check's path. */
  async find(userId: string): Promise<StoredPin | null> {
    return this.read(userId, '');
  }

  /**
   * One step under the PIN's row lock, so attempts and changes for one user run one after the other:
   * `judge` sees the stored row (null when there is none) and returns its result and what to write,
   * which is written before the lock is released, with the change's event in the outbox. With
   * `ensureRow` a missing row is created first (without a hash), so that a first PIN is set under the same lock.
   */
  locked<T>(
    userId: string,
    judge: (pin: StoredPin | null) => Promise<PinVerdict<T>>,
    { ensureRow = false }: { ensureRow?: boolean } = {},
  ): Promise<{ result: T; row: StoredPin | null }> {
    // One PIN step per user at a time in this process: a burst queues here, not on the row lock inside an open transaction.
    return this.queue.run(userId, () => this.lockedNow(userId, judge, ensureRow));
  }

  /**
   * Like `locked`, for a step whose verdict usually writes nothing (a right PIN on a clear row). The row
   * is first read by `SELECT … FOR UPDATE` as a statement of its own: like the transaction's read, it
   * waits for a step another instance holds the lock for and sees that step's outcome, and it holds
   * nothing afterwards. A verdict that writes nothing needs no more (two round trips and a transaction
   * fewer on every PIN-confirmed command); one that writes is judged again in `locked`'s transaction, so
   * `judge` must have no effect beyond its answer.
   */
  lockedUnlessWriting<T>(userId: string, judge: (pin: StoredPin | null) => Promise<PinVerdict<T>>): Promise<{ result: T }> {
    return this.queue.run(userId, async () => {
      const { result, update } = await judge(await this.read(userId, 'FOR UPDATE'));
      if (!update) return { result };
      return this.lockedNow(userId, judge, false);
    });
  }

  /**
   * Records a new reset link (by its token's hash) and spends the user's earlier open ones, unless the
   * user asked for `perHour` links in the last hour already. Returns the link's id, or null when over the limit.
   */
  createResetLink(userId: string, tokenHash: string, expiresAt: Date, perHour: number): Promise<string | null> {
    return this.db.$transaction(async (tx) => {
      // One request per user at a time: the count and the insert cannot interleave with another request's.
      await tx.$queryRaw`SELECT 1 AS locked FROM pg_advisory_xact_lock(hashtext('pin-reset:' || ${userId}))`;
      const [{ count }] = await tx.$queryRaw<{ count: number }[]>`
        SELECT count(*)::int AS count FROM pin_reset_links WHERE user_id = ${userId}::uuid AND created_at > now() - interval '1 hour'`;
      if (count >= perHour) return null;
      await tx.$executeRaw`UPDATE pin_reset_links SET used_at = now() WHERE user_id = ${userId}::uuid AND used_at IS NULL`;
      const id = randomUUID();
      await tx.$executeRaw`INSERT INTO pin_reset_links (id, user_id, token_hash, expires_at) VALUES (${id}::uuid, ${userId}::uuid, ${tokenHash}, ${expiresAt})`;
      return id;
    });
  }

  /**
   * Uses a reset link in one transaction: spends it when it is the user's, unused and unexpired, then
   * under the PIN's row lock (the row is created when missing) writes `update` and publishes the reset.
   * Returns the row written, or null when the link is not valid (nothing changes then).
   */
  useResetLink(userId: string, tokenHash: string, update: PinUpdate): Promise<StoredPin | null> {
    return this.queue.run(userId, () =>
      this.db.$transaction(
        async (tx) => {
          const spent = await tx.$executeRaw`
            UPDATE pin_reset_links SET used_at = now()
            WHERE token_hash = ${tokenHash} AND user_id = ${userId}::uuid AND used_at IS NULL AND expires_at > now()`;
          if (spent !== 1) return null;
          await tx.$executeRaw`INSERT INTO user_pins (user_id) VALUES (${userId}::uuid) ON CONFLICT (user_id) DO NOTHING`;
          const [found] = await tx.$queryRawUnsafe<PinColumns[]>(`SELECT ${PIN_COLUMNS} FROM user_pins WHERE user_id = $1::uuid FOR UPDATE`, userId);
          await tx.userPin.update({ where: { userId }, data: update });
          await enqueueEvent(tx, Events.pinChanged, { userId, change: 'reset', at: new Date().toISOString() });
          return { ...storedPin(found!), ...update };
        },
        { timeout: 15_000, maxWait: 30_000 },
      ),
    );
  }

  private async read(userId: string, lock: '' | 'FOR UPDATE'): Promise<StoredPin | null> {
    const { rows } = await this.sql.query<PinColumns>(`SELECT ${PIN_COLUMNS} FROM user_pins WHERE user_id = $1::uuid ${lock}`, [userId]);
    return rows[0] ? storedPin(rows[0]) : null;
  }

  private lockedNow<T>(
    userId: string,
    judge: (pin: StoredPin | null) => Promise<PinVerdict<T>>,
    ensureRow: boolean,
  ): Promise<{ result: T; row: StoredPin | null }> {
    return this.db.$transaction(
      async (tx) => {
        if (ensureRow) await tx.$executeRaw`INSERT INTO user_pins (user_id) VALUES (${userId}::uuid) ON CONFLICT (user_id) DO NOTHING`;
        const [found] = await tx.$queryRawUnsafe<PinColumns[]>(`SELECT ${PIN_COLUMNS} FROM user_pins WHERE user_id = $1::uuid FOR UPDATE`, userId);
        const stored = found ? storedPin(found) : null;
        const { result, update, change } = await judge(stored);
        if (update && stored) {
          await tx.userPin.update({ where: { userId }, data: update });
          if (change) await enqueueEvent(tx, Events.pinChanged, { userId, change, at: new Date().toISOString() });
          return { result, row: { ...stored, ...update } };
        }
        return { result, row: stored };
      },
      { timeout: 15_000, maxWait: 30_000 },
    );
  }
}

interface PinColumns {
  pin_hash: string | null;
  failed_attempts: number;
  locked_until: Date | null;
  last_failed_at: Date | null;
  reset_at: Date | null;
}
const PIN_COLUMNS = 'pin_hash, failed_attempts, locked_until, last_failed_at, reset_at';

function storedPin(row: PinColumns): StoredPin {
  return { pinHash: row.pin_hash, failedAttempts: row.failed_attempts, lockedUntil: row.locked_until, lastFailedAt: row.last_failed_at, resetAt: row.reset_at };
}
