import { Inject, Injectable } from '@nestjs/common';
import { hash, verify } from '@node-rs/bcrypt';
import { PIN_LOCK_MS, PIN_MAX_ATTEMPTS, PinErrorCodes, PinMessages, validatePinConfirmation, type PinStatus } from '@portal/contracts';
import { RpcErrors, rpcError, createLogger } from '@portal/service-kit';
import { PinRepository } from './pin.repository.js';

const BCRYPT_COST = 12;

type PinOutcome =
  | { kind: 'ok' | 'missing' | 'now-locked' | 'error' }
  | { kind: 'locked'; minutes: number }
  | { kind: 'wrong'; remaining: number };

/**
 * Transaction PINs, hashed (bcrypt, cost 12) and checked here only. Attempts for one user are
 * serialised by a row lock, so parallel guesses cannot slip past the counter: after 3 wrong
 * entries the PIN is locked for 30 minutes. Every failure path refuses; none accepts.
 */
@Injectable()
export class PinService {
  private readonly log = createLogger('ledger.pin');

  constructor(@Inject(PinRepository) private readonly pins: PinRepository) {}

  async status(userId: string): Promise<PinStatus> {
    const row = await this.pins.find(userId);
    const locked = row?.lockedUntil && row.lockedUntil > new Date() ? row.lockedUntil.toISOString() : null;
    return { hasPin: !!row, lockedUntil: locked };
  }

  async set(userId: string, pin: string, confirmPin: string): Promise<PinStatus> {
    const problem = validatePinConfirmation(pin, confirmPin);
    if (problem) throw RpcErrors.validation(problem);
    const pinHash = await hash(pin, { cost: BCRYPT_COST });
    await this.pins.save(userId, pinHash);
    return { hasPin: true, lockedUntil: null };
  }

  async delete(userId: string): Promise<PinStatus> {
    await this.pins.delete(userId);
    return { hasPin: false, lockedUntil: null };
  }

  /** Checks a PIN; throws the spec's message for a missing, locked or wrong PIN. */
  async verify(userId: string, pin: string): Promise<{ verified: true }> {
    if (!/^\d{6}$/.test(pin)) throw rpcError(400, PinErrorCodes.invalid, PinMessages.enterSix);
    const outcome = await this.pins.attempt<PinOutcome>(userId, async (stored) => {
      if (!stored) return { result: { kind: 'missing' } };
      const now = Date.now();
      if (stored.lockedUntil && stored.lockedUntil.getTime() > now) {
        return { result: { kind: 'locked', minutes: Math.ceil((stored.lockedUntil.getTime() - now) / 60_000) } };
      }
      let matches = false;
      try {
        matches = await verify(pin, stored.pinHash);
      } catch (error) {
        this.log.error({ err: (error as Error).message }, 'PIN hash check failed; refusing');
        return { result: { kind: 'error' } };
      }
      if (matches) return { result: { kind: 'ok' }, counters: { failedAttempts: 0, lockedUntil: null } };
      // A lock that has run out starts a fresh count.
      const attempts = (stored.lockedUntil ? 0 : stored.failedAttempts) + 1;
      if (attempts >= PIN_MAX_ATTEMPTS) {
        return { result: { kind: 'now-locked' }, counters: { failedAttempts: PIN_MAX_ATTEMPTS, lockedUntil: new Date(now + PIN_LOCK_MS) } };
      }
      return { result: { kind: 'wrong', remaining: PIN_MAX_ATTEMPTS - attempts }, counters: { failedAttempts: attempts, lockedUntil: null } };
    });

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
