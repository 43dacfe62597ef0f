import {
  ApprovalMessages,
  FOUR_EYES_DEFAULT_THRESHOLD_CENTS,
  FOUR_EYES_DEFAULT_WINDOW_HOURS,
  GrantMessages,
  needsSecondApproval,
  portalProfileOf,
  profileHasDemoData,
} from '@portal/contracts';
import { RpcErrors } from '@portal/service-kit';
import type { Db } from '../prisma/prisma.service.js';

function wholeCents(env: NodeJS.ProcessEnv, name: string, fallback: number): number {
  const configured = env[name];
  if (configured === undefined || configured === '') return fallback;
  const value = Number(configured);
  if (!Number.isSafeInteger(value) || value < 0) throw new Error(`${name} must be a whole number of cents, got '${configured}'`);
  return value;
}

/** The four-eyes threshold in cents: `FOUR_EYES_THRESHOLD_CENTS` from the environment, else $10,000.00. */
export function fourEyesThresholdCents(env: NodeJS.ProcessEnv = process.env): number {
  return wholeCents(env, 'FOUR_EYES_THRESHOLD_CENTS', FOUR_EYES_DEFAULT_THRESHOLD_CENTS);
}

/**
 * The limits of the rolling window: what one admin may move directly to or from one recipient
 * (`FOUR_EYES_ADMIN_WINDOW_CENTS`), what one recipient may receive directly from all admins
 * (`FOUR_EYES_RECIPIENT_WINDOW_CENTS`) — both default to the threshold — and the window's length in
 * hours (`FOUR_EYES_WINDOW_HOURS`, default 24, at most 31 days; fractions allowed).
 */
export interface FourEyesWindow {
  adminLimitCents: number;
  recipientLimitCents: number;
  hours: number;
}

const MAX_WINDOW_HOURS = 31 * 24;

export function fourEyesWindow(env: NodeJS.ProcessEnv = process.env): FourEyesWindow {
  const threshold = fourEyesThresholdCents(env);
  const configured = env.FOUR_EYES_WINDOW_HOURS;
  const hours = configured === undefined || configured === '' ? FOUR_EYES_DEFAULT_WINDOW_HOURS : Number(configured);
  // At most 31 days: what migration 0010 counted from the moves made before it.
  if (!Number.isFinite(hours) || hours <= 0 || hours > MAX_WINDOW_HOURS) {
    throw new Error(`FOUR_EYES_WINDOW_HOURS must be a number of hours above 0 and at most ${MAX_WINDOW_HOURS}, got '${configured}'`);
  }
  return {
    adminLimitCents: wholeCents(env, 'FOUR_EYES_ADMIN_WINDOW_CENTS', threshold),
    recipientLimitCents: wholeCents(env, 'FOUR_EYES_RECIPIENT_WINDOW_CENTS', threshold),
    hours,
  };
}

/**
 * Where the window that ends at `now` starts: `hours` earlier, rounded down to the whole minute (moves are
 * summed per minute, so the minute the start falls in counts whole: a move counts for `hours` and up to a
 * minute more, never less).
 */
export function windowStart(now: Date, hours: number): Date {
  const start = now.getTime() - Math.round(hours * 3_600_000);
  return new Date(start - (((start % 60_000) + 60_000) % 60_000));
}

/** The SQL limit check's input for one direct move (ledger_post_batch's 'four_eyes', four_eyes_sums). */
export interface FourEyesExposure {
  actor: string;
  /** What the recipient receives (a credit or an award), 0 for a deduction. */
  received: number;
  /** What the admin moves, by absolute value. */
  moved: number;
  since: string;
  adminLimit: number;
  recipientLimit: number;
}

/** An admin's direct move of `amountCents` (received by the recipient when `credit`), checked against the window now. */
export function directExposure(actorId: string, amountCents: number, credit: boolean, now = new Date()): FourEyesExposure {
  const window = fourEyesWindow();
  return {
    actor: actorId,
    received: credit ? amountCents : 0,
    moved: amountCents,
    since: windowStart(now, window.hours).toISOString(),
    adminLimit: window.adminLimitCents,
    recipientLimit: window.recipientLimitCents,
  };
}

/** A direct move the window refuses: it needs a second admin, like a single amount above the threshold. */
export class FourEyesRequiredError extends Error {
  constructor(readonly limitCents: number) {
    super(ApprovalMessages.required(limitCents));
    this.name = 'FourEyesRequiredError';
  }
}

export function fourEyesRequired(limitCents: number) {
  return RpcErrors.conflict(ApprovalMessages.required(limitCents));
}

/**
 * An admin's direct award or adjustment above the threshold is refused: it must go through an approval
 * request. Moves without an acting admin (the demo seed) and approved requests are not checked here.
 */
export function refuseWithoutSecondApproval(actorId: string | undefined, amountCents: number): void {
  const threshold = fourEyesThresholdCents();
  if (actorId && needsSecondApproval(amountCents, threshold)) throw fourEyesRequired(threshold);
}

/**
 * The window check inside the caller's transaction (the Prisma path: a direct grant award): locks the
 * posting's accounts in the order every posting locks them (by id), so any other move to the recipient
 * waits, then refuses the move when it would cross a limit. A replay of a used key is not checked (it moves nothing).
 */
export async function refuseAboveWindow(
  tx: Db,
  accountIds: string[],
  recipientAccountId: string,
  idempotencyKey: string,
  exposure: FourEyesExposure,
): Promise<void> {
  await tx.$queryRaw`SELECT 1 FROM ledger_accounts WHERE id = ANY(${accountIds}::uuid[]) ORDER BY id FOR UPDATE`;
  const used = await tx.$queryRaw<{ one: number }[]>`SELECT 1 AS one FROM postings WHERE idempotency_key = ${idempotencyKey}`;
  if (used.length > 0) return;
  const [sums] = await tx.$queryRaw<{ received: bigint; moved: bigint }[]>`
    SELECT received, moved FROM four_eyes_sums(${recipientAccountId}::uuid, ${exposure.actor}::uuid, ${exposure.since}::timestamptz)`;
  if (Number(sums.moved) + exposure.moved > exposure.adminLimit) throw new FourEyesRequiredError(exposure.adminLimit);
  if (exposure.received > 0 && Number(sums.received) + exposure.received > exposure.recipientLimit) throw new FourEyesRequiredError(exposure.recipientLimit);
}

/**
 * A grant that no admin awarded (no actorId: the demo seed's, of any size and without four-eyes) is opened
 * only where there is demo data (PORTAL_PROFILE development or test, not NODE_ENV, which is production for
 * `npm start` and `npm test` too). In production every grant names the admin who awarded it, even if a
 * process could still reach the subject.
 */
export function refuseGrantWithoutAdmin(actorId: string | undefined, env: NodeJS.ProcessEnv = process.env): void {
  if (!actorId && !profileHasDemoData(portalProfileOf(env.PORTAL_PROFILE))) throw RpcErrors.forbidden(GrantMessages.adminRequired);
}
