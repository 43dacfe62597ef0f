import { Inject, Injectable } from '@nestjs/common';
import {
  PIN_LOCK_MS,
  PIN_MAX_ATTEMPTS,
  PIN_MIN_ATTEMPT_INTERVAL_MS,
  PIN_PATTERN,
  PinErrorCodes,
  PinMessages,
  validatePinConfirmation,
  type PinStatus,
  type RpcIn,
} from '@portal/contracts';
import { KeyedQueue, RpcErrors, rpcError, createLogger } from '@portal/service-kit';
import { PinHasher } from './pin-hasher.js';
import { PinRepository, type PinUpdate, type StoredPin } from './pin.repository.js';

type PinOutcome =
  | { kind: 'ok' | 'missing' | 'now-locked' | 'too-soon' | 'proof-required' | 'error' }
  | { kind: 'locked'; minutes: number }
  | { kind: 'wrong'; remaining: number };

/** What a correct PIN or a proven password does to the counters (spec 2 §4). */
const CLEARED: PinUpdate = { failedAttempts: 0, lockedUntil: null, lastFailedAt: null };

/**
 * Transaction PINs, hashed (bcrypt, cost 12) and checked here only. The verdicts on one user's
 * attempts are given one at a time under a row lock, so parallel guesses cannot slip past the counter: after 3 wrong
 * entries the PIN is locked for 30 minutes, and after a wrong entry the next attempt must wait
 * PIN_MIN_ATTEMPT_INTERVAL_MS (a too-early one is refused and not counted). Replacing or deleting
 * a PIN needs the current PIN (an attempt like any other) or a password proven to identity; neither
 * resets the counters by itself. Every failure path refuses; none accepts.
 */
@Injectable()
export class PinService {
  private readonly log = createLogger('ledger.pin');
  private readonly checks = new KeyedQueue();

  constructor(
    @Inject(PinRepository) private readonly pins: PinRepository,
    @Inject(PinHasher) private readonly hasher: PinHasher,
  ) {}

  async status(userId: string): Promise<PinStatus> {
    const row = await this.pins.find(userId);
    return statusOf(row);
  }

  /** Sets the first PIN, or replaces one with proof (current PIN or proven password). */
  async set(request: RpcIn<'pinSet'>): Promise<PinStatus> {
    const problem = validatePinConfirmation(request.pin, request.confirmPin);
    if (problem) throw RpcErrors.validation(problem);
    checkProofShape(request);
    // Hashed under the row lock once the proof holds, so a refused change costs no hash and the pace is measured cleanly.
    const newHash = async (): Promise<PinUpdate> => ({ pinHash: await this.hasher.hash(request.pin) });
    const { result, row } = await this.pins.locked<PinOutcome>(
      request.userId,
      async (stored) => {
        // No PIN (never set, or deleted): a first PIN needs no proof and leaves the counters alone.
        if (!stored?.pinHash) return { result: { kind: 'ok' }, update: { ...(await newHash()), ...(request.passwordProven ? CLEARED : {}) } };
        return this.proven(stored, stored.pinHash, request, newHash);
      },
      { ensureRow: true },
    );
    throwUnlessOk(result);
    if (request.passwordProven) this.log.info({ userId: request.userId }, 'PIN replaced with a proven password');
    return statusOf(row);
  }

  /** Deletes the PIN with proof; the row stays (without a hash) so a failure count or lock outlives it. */
  async delete(request: RpcIn<'pinDelete'>): Promise<PinStatus> {
    checkProofShape(request);
    const { result, row } = await this.pins.locked<PinOutcome>(request.userId, async (stored) => {
      if (!stored?.pinHash) return { result: { kind: 'ok' } };
      return this.proven(stored, stored.pinHash, request, async () => ({ pinHash: null }));
    });
    throwUnlessOk(result);
    return statusOf(row);
  }

  /**
   * Checks a PIN; throws the spec's message for a missing, locked or wrong PIN. The hash is compared
   * before the row lock is taken, so no transaction is open during the slow bcrypt; the verdict (lock,
   * pace, count) is given under the lock, for the hash it was compared with, and the pace is measured
   * from when the attempt arrived (an attempt sent alongside a wrong one is too early, and costs no hash).
   */
  async verify(userId: string, pin: string): Promise<{ verified: true }> {
    if (!PIN_PATTERN.test(pin)) throw rpcError(400, PinErrorCodes.invalid, PinMessages.enterSix);
    const arrivedAt = Date.now();
    // One check per user at a time: a burst of one user's requests uses one core for its hashes, not all of
    // them (the other users and the service's other answers keep theirs), and queues here, outside any transaction.
    return this.checks.run(userId, async () => {
      const seen = await this.pins.find(userId);
      const worthHashing = seen?.pinHash && !lockedAt(seen, arrivedAt) && !tooSoon(seen, arrivedAt);
      const precheck = worthHashing ? { hash: seen.pinHash!, matches: await this.matches(pin, seen.pinHash!) } : undefined;
      // A right PIN on a clear row writes nothing: judged on the row once no other step holds its lock, without a transaction.
      const { result } = await this.pins.lockedUnlessWriting<PinOutcome>(userId, async (stored) => {
        if (!stored?.pinHash) return { result: { kind: 'missing' } };
        return this.attempt(stored, stored.pinHash, pin, { arrivedAt, precheck });
      });
      throwUnlessOk(result);
      return { verified: true } as const;
    });
  }

  /** A change of an existing PIN: a proven password clears the counters; else the current PIN must be right. */
  private async proven(
    stored: StoredPin,
    pinHash: string,
    proof: { currentPin?: string; passwordProven?: true },
    change: () => Promise<PinUpdate>,
  ): Promise<{ result: PinOutcome; update?: PinUpdate }> {
    if (proof.passwordProven) return { result: { kind: 'ok' }, update: { ...(await change()), ...CLEARED } };
    if (proof.currentPin === undefined) return { result: { kind: 'proof-required' } };
    const judged = await this.attempt(stored, pinHash, proof.currentPin);
    return judged.result.kind === 'ok' ? { result: judged.result, update: { ...judged.update, ...(await change()) } } : judged;
  }

  /**
   * One PIN attempt against the stored row: lock, pace, then the hash (unless it was already compared
   * with this very hash). An attempt is too early when it arrived less than the interval after the last
   * wrong answer, or before it (sent in parallel with it).
   */
  private async attempt(
    stored: StoredPin,
    pinHash: string,
    pin: string,
    { arrivedAt = Date.now(), precheck }: { arrivedAt?: number; precheck?: { hash: string; matches: boolean | 'error' } } = {},
  ): Promise<{ result: PinOutcome; update?: PinUpdate }> {
    const now = Date.now();
    const lockedUntil = lockedAt(stored, now);
    if (lockedUntil) return { result: { kind: 'locked', minutes: Math.ceil((lockedUntil - now) / 60_000) } };
    if (tooSoon(stored, arrivedAt)) return { result: { kind: 'too-soon' } };
    const matches = precheck?.hash === pinHash ? precheck.matches : await this.matches(pin, pinHash);
    if (matches === 'error') return { result: { kind: 'error' } };
    // A right PIN clears the counters; when they are clear already, nothing is written.
    if (matches) return { result: { kind: 'ok' }, update: stored.failedAttempts || stored.lockedUntil || stored.lastFailedAt ? CLEARED : undefined };
    // A lock that has run out starts a fresh count.
    const attempts = (stored.lockedUntil ? 0 : stored.failedAttempts) + 1;
    // The pause is counted from the wrong answer, not from the start of the (slow) hash check.
    const lastFailedAt = new Date();
    if (attempts >= PIN_MAX_ATTEMPTS) {
      return { result: { kind: 'now-locked' }, update: { failedAttempts: PIN_MAX_ATTEMPTS, lockedUntil: new Date(now + PIN_LOCK_MS), lastFailedAt } };
    }
    return { result: { kind: 'wrong', remaining: PIN_MAX_ATTEMPTS - attempts }, update: { failedAttempts: attempts, lockedUntil: null, lastFailedAt } };
  }

  /** The bcrypt comparison; a hashing failure refuses (never accepts). */
  private async matches(pin: string, pinHash: string): Promise<boolean | 'error'> {
    try {
      return await this.hasher.verify(pin, pinHash);
    } catch (error) {
      this.log.error({ err: (error as Error).message }, 'PIN hash check failed; refusing');
      return 'error';
    }
  }
}

/** When the PIN's lock runs out, if it is locked at `now`. */
function lockedAt(stored: Pick<StoredPin, 'lockedUntil'>, now: number): number | null {
  const until = stored.lockedUntil?.getTime();
  return until && until > now ? until : null;
}

/** An attempt that arrived within the interval after the last wrong answer, or before it. */
function tooSoon(stored: Pick<StoredPin, 'lastFailedAt'>, arrivedAt: number): boolean {
  return !!stored.lastFailedAt && arrivedAt - stored.lastFailedAt.getTime() < PIN_MIN_ATTEMPT_INTERVAL_MS;
}

function statusOf(row: Pick<StoredPin, 'pinHash' | 'lockedUntil'> | null): PinStatus {
  const locked = row?.lockedUntil && row.lockedUntil > new Date() ? row.lockedUntil.toISOString() : null;
  return { hasPin: !!row?.pinHash, lockedUntil: locked };
}

/** The gateway's schema already says this; the ledger holds to it for any caller. */
function checkProofShape(proof: { currentPin?: string; passwordProven?: true }): void {
  if (proof.currentPin !== undefined && proof.passwordProven) throw RpcErrors.validation(PinMessages.oneProof);
  if (proof.currentPin !== undefined && !PIN_PATTERN.test(proof.currentPin)) throw RpcErrors.validation(PinMessages.currentPinLength);
}

function throwUnlessOk(outcome: PinOutcome): void {
  switch (outcome.kind) {
    case 'ok':
      return;
    case 'missing':
      throw rpcError(404, PinErrorCodes.notFound, PinMessages.notFound);
    case 'locked':
      throw rpcError(423, PinErrorCodes.locked, PinMessages.locked(outcome.minutes));
    case 'now-locked':
      throw rpcError(423, PinErrorCodes.locked, PinMessages.nowLocked);
    case 'wrong':
      throw rpcError(400, PinErrorCodes.incorrect, PinMessages.incorrect(outcome.remaining));
    case 'too-soon':
      throw rpcError(429, PinErrorCodes.tooSoon, PinMessages.tooSoon);
    case 'proof-required':
      throw rpcError(403, PinErrorCodes.proofRequired, PinMessages.proofRequired);
    default:
      throw rpcError(500, 'PIN_VERIFICATION_FAILED', 'PIN verification failed');
  }
}
