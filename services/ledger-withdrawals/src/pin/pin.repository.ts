import { Inject, Injectable } from '@nestjs/common';
import { KeyedQueue } from '@portal/service-kit';
import { PrismaService } from '../prisma/prisma.service.js';
import type { UserPin } from '../generated/prisma/client.js';

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

  constructor(@Inject(PrismaService) private readonly db: PrismaService) {}

  find(userId: string): Promise<UserPin | null> {
    return this.db.userPin.findUnique({ where: { userId } });
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

  private lockedNow<T>(
    userId: string,
    judge: (pin: StoredPin | null) => Promise<{ result: T; update?: PinUpdate }>,
    ensureRow: boolean,
  ): Promise<{ result: T; row: StoredPin | null }> {
    return this.db.$transaction(
      async (tx) => {
        if (ensureRow) await tx.$executeRaw`INSERT INTO user_pins (user_id) VALUES (${userId}::uuid) ON CONFLICT (user_id) DO NOTHING`;
        const [found] = await tx.$queryRaw<{ pin_hash: string | null; failed_attempts: number; locked_until: Date | null; last_failed_at: Date | null }[]>`
        SELECT pin_hash, failed_attempts, locked_until, last_failed_at FROM user_pins WHERE user_id = ${userId}::uuid FOR UPDATE`;
        const stored: StoredPin | null = found
          ? { pinHash: found.pin_hash, failedAttempts: found.failed_attempts, lockedUntil: found.locked_until, lastFailedAt: found.last_failed_at }
          : null;
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
