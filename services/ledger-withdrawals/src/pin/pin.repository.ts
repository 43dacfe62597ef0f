import { Inject, Injectable } from '@nestjs/common';
import { KeyedQueue, SqlPool } from '@portal/service-kit';
import { PrismaService } from '../prisma/prisma.service.js';

/** A user's PIN row: the hash (null once deleted), the failure counter, the lock and the last wrong attempt. */
export interface StoredPin {
  pinHash: string | null;
  failedAttempts: number;
  lockedUntil: Date | null;
  lastFailedAt: Date | null;
}
/** What one step under the row lock changes. */
export type PinUpdate = Partial<StoredPin>;

/**
 * Transaction PINs (bcrypt hashes) with their failed-attempt counter, lock and the time of the last
 * wrong entry. A deleted PIN keeps its row without a hash, so the counters outlive it.
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
   * which is written before the lock is released. With `ensureRow` a missing row is created first
   * (without a hash), so that a first PIN is set under the same lock.
   */
  locked<T>(
    userId: string,
    judge: (pin: StoredPin | null) => Promise<{ result: T; update?: PinUpdate }>,
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
  lockedUnlessWriting<T>(userId: string, judge: (pin: StoredPin | null) => Promise<{ result: T; update?: PinUpdate }>): Promise<{ result: T }> {
    return this.queue.run(userId, async () => {
      const { result, update } = await judge(await this.read(userId, 'FOR UPDATE'));
      if (!update) return { result };
      return this.lockedNow(userId, judge, false);
    });
  }

  private async read(userId: string, lock: '' | 'FOR UPDATE'): Promise<StoredPin | null> {
    const { rows } = await this.sql.query<PinColumns>(`SELECT ${PIN_COLUMNS} FROM user_pins WHERE user_id = $1::uuid ${lock}`, [userId]);
    return rows[0] ? storedPin(rows[0]) : null;
  }

  private lockedNow<T>(
    userId: string,
    judge: (pin: StoredPin | null) => Promise<{ result: T; update?: PinUpdate }>,
    ensureRow: boolean,
  ): Promise<{ result: T; row: StoredPin | null }> {
    return this.db.$transaction(
      async (tx) => {
        if (ensureRow) await tx.$executeRaw`INSERT INTO user_pins (user_id) VALUES (${userId}::uuid) ON CONFLICT (user_id) DO NOTHING`;
        const [found] = await tx.$queryRawUnsafe<PinColumns[]>(`SELECT ${PIN_COLUMNS} FROM user_pins WHERE user_id = $1::uuid FOR UPDATE`, userId);
        const stored = found ? storedPin(found) : null;
        const { result, update } = await judge(stored);
        if (update && stored) {
          await tx.userPin.update({ where: { userId }, data: update });
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
}
const PIN_COLUMNS = 'pin_hash, failed_attempts, locked_until, last_failed_at';

function storedPin(row: PinColumns): StoredPin {
  return { pinHash: row.pin_hash, failedAttempts: row.failed_attempts, lockedUntil: row.locked_until, lastFailedAt: row.last_failed_at };
}
