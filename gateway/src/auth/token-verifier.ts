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
}

export class InvalidTokenError extends Error {}

interface KeycloakClaims extends JWTPayload {
  azp?: string;
  email?: string;
  preferred_username?: string;
  sid?: string;
  acr?: string;
  realm_access?: { roles?: string[] };
}

/**
 * Verifies a Keycloak access token: signature against the realm's published keys (cached and
 * refreshed by jose on key rotation), issuer, expiry, audience and the web client it was issued to.
 */
export class TokenVerifier {
  private readonly issuer: string;
  private readonly keys: ReturnType<typeof createRemoteJWKSet>;

  constructor(private readonly config: GatewayConfig['keycloak']) {
    this.issuer = `${config.url}/realms/${config.realm}`;
    this.keys = createRemoteJWKSet(new URL(`${this.issuer}/protocol/openid-connect/certs`), { cooldownDuration: 30_000 });
  }

  async verify(token: string): Promise<AuthenticatedUser> {
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
    return {
      id: claims.sub,
      email: claims.email,
      username: claims.preferred_username,
      roles: claims.realm_access?.roles ?? [],
      sessionId: claims.sid,
      secondFactor: claims.azp === this.config.adminClientId && claims.acr === this.config.adminAcr,
    };
  }
}
