import { createHash, randomBytes } from 'node:crypto';

/**
 * Single-use links mailed to a user (a password reset, a PIN reset): the token is 256 random bits,
 * URL-safe; only its SHA-256 is stored, so a copy of the database opens nothing.
 */
export function newLinkToken(): string {
  return randomBytes(32).toString('base64url');
}

/** The stored form of a link token. */
export function linkTokenHash(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
