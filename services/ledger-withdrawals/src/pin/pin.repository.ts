import { Inject, Injectable } from '@nestjs/common';
import { PrismaService } from '../prisma/prisma.service.js';
import type { UserPin } from '../generated/prisma/client.js';

export interface StoredPin {
  pinHash: string;
  failedAttempts: number;
  lockedUntil: Date | null;
}
export interface PinCounters {
  failedAttempts: number;
  lockedUntil: Date | null;
}

/** Transaction PINs (bcrypt hashes) with their failed-attempt counter and lock. */
@Injectable()
export class PinRepository {
  constructor(@Inject(PrismaService) private readonly db: PrismaService) {}

  find(userId: string): Promise<UserPin | null> {
    return this.db.userPin.findUnique({ where: { userId } });
  }

  /** Sets the user's PIN and clears any failed attempts and lock. */
  async save(userId: string, pinHash: string): Promise<void> {
    await this.db.userPin.upsert({
      where: { userId },
      create: { userId, pinHash },
      update: { pinHash, failedAttempts: 0, lockedUntil: null },
    });
  }

  async delete(userId: string): Promise<void> {
    await this.db.userPin.deleteMany({ where: { userId } });
  }

  /**
   * One PIN attempt under the PIN's row lock, so attempts for one user run one after the other:
   * `judge` sees the stored PIN (null when there is none) and returns its result and, when the
   * counters change, their new values, written before the lock is released.
   */
  attempt<T>(userId: string, judge: (pin: StoredPin | null) => Promise<{ result: T; counters?: PinCounters }>): Promise<T> {
    return this.db.$transaction(
      async (tx) => {
        const [row] = await tx.$queryRaw<{ pin_hash: string; failed_attempts: number; locked_until: Date | null }[]>`
        SELECT pin_hash, failed_attempts, locked_until FROM user_pins WHERE user_id = ${userId}::uuid FOR UPDATE`;
        const { result, counters } = await judge(row ? { pinHash: row.pin_hash, failedAttempts: row.failed_attempts, lockedUntil: row.locked_until } : null);
        if (counters) {
          await tx.$executeRaw`UPDATE user_pins SET failed_attempts = ${counters.failedAttempts}, locked_until = ${counters.lockedUntil}, updated_at = now() WHERE user_id = ${userId}::uuid`;
        }
        return result;
      },
      { timeout: 15_000, maxWait: 30_000 },
    );
  }
}
