/**
 * Request budgets per caller, by kind of route (each route's declaration may name one; otherwise GET
 * routes are `read` and the rest `write`). A signed-in caller is counted by user id, an anonymous one
 * by IP address. The gateway keeps the counters in Redis and answers 429 with Retry-After past them.
 */
export const RATE_LIMITS = {
  /** Registration, forgot/reset password: guessing and spam targets, counted per IP. */
  account: { points: 10, windowSeconds: 60 },
  /** Asking for a PIN reset link (per user): a mail-bombing target. */
  pinReset: { points: 5, windowSeconds: 600 },
  /** PIN set/delete/verify and the PIN-confirmed money commands. */
  pin: { points: 30, windowSeconds: 60 },
  /** KYC document uploads. */
  upload: { points: 10, windowSeconds: 60 },
  write: { points: 120, windowSeconds: 60 },
  read: { points: 600, windowSeconds: 60 },
} as const;
export type RateLimitClass = keyof typeof RATE_LIMITS;

/**
 * Every API request of one client address, counted before anything else runs (before the token is
 * verified, the body read or the route's own budget counted), refusals included: a flood of bogus
 * tokens or bad requests from one address is answered 429 without costing a signature check each.
 * Above what one busy user needs (read + write) so that people behind one shared address are not refused.
 */
export const PER_IP_RATE_LIMIT = { points: 1200, windowSeconds: 60 } as const;

export const RATE_LIMIT_CODE = 'RATE_LIMITED';
export const rateLimitMessage = (retryAfterSeconds: number) =>
  `Too many requests. Please try again in ${retryAfterSeconds} second${retryAfterSeconds === 1 ? '' : 's'}.`;
