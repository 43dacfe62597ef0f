import { Inject, Injectable } from '@nestjs/common';
import { hash, verify } from '@node-rs/bcrypt';
import { PIN_LOCK_MS, PIN_MAX_ATTEMPTS, PinErrorCodes, PinMessages, validatePinConfirmation, type PinStatus } from '@portal/contracts';
import { RpcErrors, rpcError, createLogger } from '@portal/service-kit';
import { PrismaService } from '../prisma.service.js';

const BCRYPT_COST = 12;

/**
 * Transaction PINs, hashed (bcrypt, cost 12) and checked here only. Attempts for one user are
 * serialised by a row lock, so parallel guesses cannot slip past the counter: after 3 wrong
 * entries the PIN is locked for 30 minutes. Every failure path refuses; none accepts.
 */
@Injectable()
export class PinService {
  private readonly log = createLogger('ledger.pin');

  constructor(@Inject(PrismaService) private readonly db: PrismaService) {}

  async status(userId: string): Promise<PinStatus> {
    const row = await this.db.userPin.findUnique({ where: { userId } });
    const locked = row?.lockedUntil && row.lockedUntil > new Date() ? row.lockedUntil.toISOString() : null;
    return { hasPin: !!row, lockedUntil: locked };
  }

  async set(userId: string, pin: string, confirmPin: string): Promise<PinStatus> {
    const problem = validatePinConfirmation(pin, confirmPin);
    if (problem) throw RpcErrors.validation(problem);
    const pinHash = await hash(pin, { cost: BCRYPT_COST });
    await this.db.userPin.upsert({
      where: { userId },
      create: { userId, pinHash },
      update: { pinHash, failedAttempts: 0, lockedUntil: null },
    });
    return { hasPin: true, lockedUntil: null };
  }

  async delete(userId: string): Promise<PinStatus> {
    await this.db.userPin.deleteMany({ where: { userId } });
    return { hasPin: false, lockedUntil: null };
  }

  /** Checks a PIN; throws the spec's message for a missing, locked or wrong PIN. */
  async verify(userId: string, pin: string): Promise<{ verified: true }> {
    if (!/^\d{6}$/.test(pin)) throw rpcError(400, PinErrorCodes.invalid, PinMessages.enterSix);
    const outcome = await this.db.$transaction(async (tx) => {
      const [row] = await tx.$queryRaw<{ pin_hash: string; failed_attempts: number; locked_until: Date | null }[]>`
        SELECT pin_hash, failed_attempts, locked_until FROM user_pins WHERE user_id = ${userId}::uuid FOR UPDATE`;
      if (!row) return { kind: 'missing' as const };
      const now = Date.now();
      if (row.locked_until && row.locked_until.getTime() > now) {
        return { kind: 'locked' as const, minutes: Math.ceil((row.locked_until.getTime() - now) / 60_000) };
      }
      let matches = false;
      try {
        matches = await verify(pin, row.pin_hash);
      } catch (error) {
        this.log.error({ err: (error as Error).message }, 'PIN hash check failed; refusing');
        return { kind: 'error' as const };
      }
      // A lock that has run out starts a fresh count.
      const before = row.locked_until ? 0 : row.failed_attempts;
      if (matches) {
        await tx.$executeRaw`UPDATE user_pins SET failed_attempts = 0, locked_until = NULL, updated_at = now() WHERE user_id = ${userId}::uuid`;
        return { kind: 'ok' as const };
      }
      const attempts = before + 1;
      if (attempts >= PIN_MAX_ATTEMPTS) {
        await tx.$executeRaw`UPDATE user_pins SET failed_attempts = ${PIN_MAX_ATTEMPTS}, locked_until = ${new Date(now + PIN_LOCK_MS)}, updated_at = now() WHERE user_id = ${userId}::uuid`;
        return { kind: 'now-locked' as const };
      }
      await tx.$executeRaw`UPDATE user_pins SET failed_attempts = ${attempts}, locked_until = NULL, updated_at = now() WHERE user_id = ${userId}::uuid`;
      return { kind: 'wrong' as const, remaining: PIN_MAX_ATTEMPTS - attempts };
    }, { timeout: 15_000, maxWait: 30_000 });

    switch (outcome.kind) {
      case 'ok': return { verified: true };
      case 'missing': throw rpcError(404, PinErrorCodes.notFound, PinMessages.notFound);
      case 'locked': throw rpcError(423, PinErrorCodes.locked, PinMessages.locked(outcome.minutes));
      case 'now-locked': throw rpcError(423, PinErrorCodes.locked, PinMessages.nowLocked);
      case 'wrong': throw rpcError(400, PinErrorCodes.incorrect, PinMessages.incorrect(outcome.remaining));
      default: throw rpcError(500, 'PIN_VERIFICATION_FAILED', 'PIN verification failed');
    }
  }
}
