import { createRemoteJWKSet, jwtVerify, type JWTPayload } from 'jose';
import type { GatewayConfig } from '../config.js';

export interface AuthenticatedUser {
  id: string;
  email: string | undefined;
  username: string | undefined;
  roles: string[];
  /** Keycloak's session of this token (`sid`): kept when the user changes their password. */
  sessionId: string | undefined;
  /** Signed in through the admin client with password and one-time code (its `acr` is the admin level). */
  secondFactor: boolean;
  /** When the user authenticated (`auth_time`), and when this token was issued (`iat`) and expires (`exp`), in ms. */
  times?: { authenticatedAt?: number; issuedAt?: number; expiresAt?: number };
}

export class InvalidTokenError extends Error {}

interface KeycloakClaims extends JWTPayload {
  azp?: string;
  email?: string;
  preferred_username?: string;
  sid?: string;
  acr?: string;
  auth_time?: number;
  realm_access?: { roles?: string[] };
}

const seconds = (value: number | undefined) => (typeof value === 'number' ? value * 1000 : undefined);

/** Verified tokens kept at most this long (and never past their own expiry). */
const VERIFIED_TTL_MS = 30_000;
/** At most this many verified tokens are kept; the oldest goes first. */
const VERIFIED_MAX = 10_000;

/**
 * Verifies a Keycloak access token: signature against the realm's published keys (cached and
 * refreshed by jose on key rotation), issuer, expiry, audience and the web client it was issued to.
 * A token verified once is trusted again without the RSA check for up to 30 s, never past its `exp`
 * (the same token string can only carry the same claims).
 */
export class TokenVerifier {
  private readonly issuer: string;
  private readonly keys: ReturnType<typeof createRemoteJWKSet>;
  private readonly verified = new Map<string, { user: AuthenticatedUser; until: number }>();

  constructor(private readonly config: GatewayConfig['keycloak']) {
    // Tokens name the public address as issuer; the keys are fetched from the internal one.
    this.issuer = `${config.publicUrl}/realms/${config.realm}`;
    this.keys = createRemoteJWKSet(new URL(`${config.url}/realms/${config.realm}/protocol/openid-connect/certs`), { cooldownDuration: 30_000 });
  }

  async verify(token: string): Promise<AuthenticatedUser> {
    const now = Date.now();
    const hit = this.verified.get(token);
    if (hit && hit.until > now) return hit.user;
    if (hit) this.verified.delete(token);
    const { user, expiresAt } = await this.verifyNow(token);
    if (this.verified.size >= VERIFIED_MAX) this.verified.delete(this.verified.keys().next().value!);
    this.verified.set(token, { user, until: Math.min(now + VERIFIED_TTL_MS, expiresAt) });
    return user;
  }

  private async verifyNow(token: string): Promise<{ user: AuthenticatedUser; expiresAt: number }> {
    let claims: KeycloakClaims;
    try {
      ({ payload: claims } = await jwtVerify<KeycloakClaims>(token, this.keys, {
        issuer: this.issuer,
        audience: this.config.audience,
        algorithms: ['RS256'],
        clockTolerance: 5,
      }));
    } catch (error) {
      throw new InvalidTokenError((error as Error).message);
    }
    if (claims.azp !== this.config.clientId && claims.azp !== this.config.adminClientId) throw new InvalidTokenError('Token was not issued to the portal');
    if (!claims.sub) throw new InvalidTokenError('Token has no subject');
    const user = {
      id: claims.sub,
      email: claims.email,
      username: claims.preferred_username,
      roles: claims.realm_access?.roles ?? [],
      sessionId: claims.sid,
      secondFactor: claims.azp === this.config.adminClientId && claims.acr === this.config.adminAcr,
      times: { authenticatedAt: seconds(claims.auth_time), issuedAt: seconds(claims.iat), expiresAt: seconds(claims.exp) },
    };
    return { user, expiresAt: (claims.exp ?? 0) * 1000 };
  }
}
