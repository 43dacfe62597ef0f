import { Inject, Injectable } from '@nestjs/common';
import {
  PIN_LOCK_MS,
  PIN_RESET_HOLD_MS,
  PIN_RESET_LINK_TTL_MS,
  PIN_RESET_REQUESTS_PER_HOUR,
  Rpc,
  PIN_MAX_ATTEMPTS,
  PIN_MIN_ATTEMPT_INTERVAL_MS,
  PIN_PATTERN,
  PinErrorCodes,
  PinMessages,
  validatePinConfirmation,
  type PinStatus,
  type RpcIn,
} from '@portal/contracts';
import { KeyedQueue, RpcClient, RpcErrors, rpcError, createLogger, linkTokenHash, newLinkToken } from '@portal/service-kit';
import { PinHasher } from './pin-hasher.js';
import { PinRepository, type PinUpdate, type PinVerdict, type StoredPin } from './pin.repository.js';

type PinOutcome =
  | { kind: 'ok' | 'missing' | 'now-locked' | 'too-soon' | 'proof-required' | 'held' | 'error' }
  | { kind: 'locked'; minutes: number }
  | { kind: 'wrong'; remaining: number };

/** What a correct PIN or a used reset link does to the counters (spec 2 §4). */
const CLEARED: PinUpdate = { failedAttempts: 0, lockedUntil: null, lastFailedAt: null };

/** How long a reset link works: PIN_RESET_LINK_TTL_MS, shorter when the environment says so (tests). */
export const PIN_RESET_TTL = Symbol('PIN_RESET_TTL');
export function pinResetTtlFromEnv(env: NodeJS.ProcessEnv = process.env): number {
  const ms = Number(env.PIN_RESET_LINK_TTL_MS);
  return Number.isFinite(ms) && ms > 0 ? Math.min(ms, PIN_RESET_LINK_TTL_MS) : PIN_RESET_LINK_TTL_MS;
}

/**
 * Transaction PINs, hashed (bcrypt, cost 12) and checked here only. The verdicts on one user's
 * attempts are given one at a time under a row lock, so parallel guesses cannot slip past the counter: after 3 wrong
 * entries the PIN is locked for 30 minutes, and after a wrong entry the next attempt must wait
 * PIN_MIN_ATTEMPT_INTERVAL_MS (a too-early one is refused and not counted). Replacing or deleting
 * a PIN needs the current PIN (an attempt like any other); a forgotten or locked PIN is replaced only
 * through a single-use link mailed to the account's address, which clears the counters and holds
 * money in the account for PIN_RESET_HOLD_MS. Every change is published (a security notice to the
 * user) in the transaction that makes it. Every failure path refuses; none accepts.
 */
@Injectable()
export class PinService {
  private readonly log = createLogger('ledger.pin');
  private readonly checks = new KeyedQueue();

  constructor(
    @Inject(PinRepository) private readonly pins: PinRepository,
    @Inject(PinHasher) private readonly hasher: PinHasher,
    @Inject(RpcClient) private readonly rpc: RpcClient,
    @Inject(PIN_RESET_TTL) private readonly resetTtlMs: number,
  ) {}

  async status(userId: string): Promise<PinStatus> {
    const row = await this.pins.find(userId);
    return statusOf(row);
  }

  /** Sets the first PIN, or replaces one with the current PIN as proof. */
  async set(request: RpcIn<'pinSet'>): Promise<PinStatus> {
    const problem = validatePinConfirmation(request.pin, request.confirmPin);
    if (problem) throw RpcErrors.validation(problem);
    checkProofShape(request);
    // Hashed under the row lock once the proof holds, so a refused change costs no hash and the pace is measured cleanly.
    const newHash = async (): Promise<PinUpdate> => ({ pinHash: await this.secure(request.pin) });
    const { result, row } = await this.pins.locked<PinOutcome>(
      request.userId,
      async (stored) => {
        // No PIN (never set, or deleted): a first PIN needs no proof and leaves the counters alone.
        if (!stored?.pinHash) return { result: { kind: 'ok' }, update: await newHash(), change: 'set' };
        return this.proven(stored, stored.pinHash, request, newHash, 'changed');
      },
      { ensureRow: true },
    );
    throwUnlessOk(result);
    return statusOf(row);
  }

  /** Deletes the PIN with the current PIN as proof; the row stays (without a hash) so a failure count or lock outlives it. */
  async delete(request: RpcIn<'pinDelete'>): Promise<PinStatus> {
    checkProofShape(request);
    const { result, row } = await this.pins.locked<PinOutcome>(request.userId, async (stored) => {
      if (!stored?.pinHash) return { result: { kind: 'ok' } };
      return this.proven(stored, stored.pinHash, request, async () => ({ pinHash: null }), 'deleted');
    });
    throwUnlessOk(result);
    return statusOf(row);
  }

  /**
   * Mails a single-use reset link to the account's address: a random token whose SHA-256 is kept, valid
   * for 30 minutes, spending the user's earlier links. The PIN and its lock stay as they are until the
   * link is used. The answer is the same whatever happens (over the hourly limit, mail refused), so the
   * caller learns nothing from it. accounts-kyc mails it at once: the raw token travels in that one
   * request, never in a durable event.
   */
  async requestReset(userId: string): Promise<{ requested: true }> {
    const token = newLinkToken();
    const expiresAt = new Date(Date.now() + this.resetTtlMs);
    const linkId = await this.pins.createResetLink(userId, linkTokenHash(token), expiresAt, PIN_RESET_REQUESTS_PER_HOUR);
    if (!linkId) {
      this.log.warn({ userId }, 'PIN reset requests over the hourly limit; no mail sent');
      return { requested: true };
    }
    try {
      await this.rpc.call(Rpc.accountsPinResetMail, { userId, linkId, token, expiresAt: expiresAt.toISOString() }, { timeoutMs: 15_000 });
      this.log.info({ userId, linkId }, 'PIN reset link mailed');
    } catch (error) {
      this.log.error({ userId, linkId, err: (error as Error).message }, 'PIN reset link could not be mailed');
    }
    return { requested: true };
  }

  /**
   * Uses a reset link: signed in as its owner, unused and unexpired, it is spent and the new PIN set, the
   * lock and failed attempts cleared and the reset time recorded (money is held after it), all in one
   * transaction with the published change. Any other link (another user's, used, expired, made up) is refused and changes nothing.
   */
  async completeReset(request: RpcIn<'pinResetComplete'>): Promise<PinStatus> {
    const problem = validatePinConfirmation(request.pin, request.confirmPin);
    if (problem) throw RpcErrors.validation(problem);
    const pinHash = await this.secure(request.pin);
    const row = await this.pins.useResetLink(request.userId, linkTokenHash(request.token), { pinHash, ...CLEARED, resetAt: new Date() });
    if (!row) throw rpcError(400, PinErrorCodes.resetLinkInvalid, PinMessages.resetLinkInvalid);
    this.log.info({ userId: request.userId }, 'PIN reset by e-mailed link');
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
        const judged = await this.attempt(stored, stored.pinHash, pin, { arrivedAt, precheck });
        // The right PIN, but the PIN was reset by link lately: no money leaves the account yet.
        if (judged.result.kind === 'ok' && heldAt(stored, Date.now())) return { ...judged, result: { kind: 'held' } };
        return judged;
      });
      throwUnlessOk(result);
      return { verified: true } as const;
    });
  }

  /** A change of an existing PIN: the current PIN must be right (an attempt like any other). */
  private async proven(
    stored: StoredPin,
    pinHash: string,
    proof: { currentPin?: string },
    change: () => Promise<PinUpdate>,
    kind: 'changed' | 'deleted',
  ): Promise<PinVerdict<PinOutcome>> {
    if (proof.currentPin === undefined) return { result: { kind: 'proof-required' } };
    const judged = await this.attempt(stored, pinHash, proof.currentPin);
    return judged.result.kind === 'ok' ? { result: judged.result, update: { ...judged.update, ...(await change()) }, change: kind } : judged;
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
  ): Promise<PinVerdict<PinOutcome>> {
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

  /** The bcrypt hash of a new PIN; a hashing failure stores nothing and answers 'Failed to secure PIN'. */
  private async secure(pin: string): Promise<string> {
    try {
      return await this.hasher.hash(pin);
    } catch (error) {
      this.log.error({ err: (error as Error).message }, 'PIN hashing failed; nothing stored');
      throw rpcError(500, PinErrorCodes.secureFailed, PinMessages.secureFailed);
    }
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

/** Whether money is held at `now` because the PIN was reset by link less than PIN_RESET_HOLD_MS before. */
function heldAt(stored: Pick<StoredPin, 'resetAt'>, now: number): boolean {
  return !!stored.resetAt && now - stored.resetAt.getTime() < PIN_RESET_HOLD_MS;
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
function checkProofShape(proof: { currentPin?: string }): void {
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
    case 'held':
      throw rpcError(403, PinErrorCodes.resetHold, PinMessages.resetHold);
    default:
      throw rpcError(500, PinErrorCodes.verificationFailed, PinMessages.verificationFailed);
  }
}
