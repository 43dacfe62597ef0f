import { secretFromEnv } from '@portal/service-kit';

/**
 * The few Keycloak admin REST calls the identity service needs, authenticated with the
 * `identity-service` client's own service account (client-credentials grant).
 */
export interface KeycloakAdminConfig {
  baseUrl: string;
  realm: string;
  clientId: string;
  clientSecret: string;
  /** The confidential client allowed the direct grant that checks a user's current password. */
  passwordVerifier: { clientId: string; clientSecret: string };
}

export class KeycloakError extends Error {
  constructor(
    readonly status: number,
    readonly body: string,
  ) {
    super(`Keycloak answered ${status}: ${body.slice(0, 300)}`);
  }
  /** Keycloak's own error message key, e.g. invalidPasswordMinLengthMessage. */
  get errorKey(): string | undefined {
    try {
      const parsed = JSON.parse(this.body) as { errorMessage?: string; error?: string };
      return parsed.errorMessage ?? parsed.error;
    } catch {
      return undefined;
    }
  }
}

export interface NewKeycloakUser {
  email: string;
  firstName: string;
  lastName: string;
  password: string;
  /** Group paths; realm roles come with group membership (the service account cannot read realm roles). */
  groups: string[];
  attributes?: Record<string, string[]>;
}

export class KeycloakAdminClient {
  private token: { value: string; expiresAt: number } | undefined;

  constructor(private readonly config: KeycloakAdminConfig) {}

  static fromEnv(env: NodeJS.ProcessEnv = process.env): KeycloakAdminClient {
    return new KeycloakAdminClient({
      baseUrl: env.KEYCLOAK_URL ?? 'http://localhost:8180',
      realm: env.KEYCLOAK_REALM ?? 'grant-portal',
      clientId: env.KEYCLOAK_IDENTITY_CLIENT_ID ?? 'identity-service',
      clientSecret: secretFromEnv('KEYCLOAK_IDENTITY_SECRET', 'identity-service-dev-secret', env),
      passwordVerifier: {
        clientId: env.KEYCLOAK_PASSWORD_VERIFIER_CLIENT_ID ?? 'password-verifier',
        clientSecret: secretFromEnv('KEYCLOAK_PASSWORD_VERIFIER_SECRET', 'password-verifier-dev-secret', env),
      },
    });
  }

  private get adminBase(): string {
    return `${this.config.baseUrl}/admin/realms/${encodeURIComponent(this.config.realm)}`;
  }

  private get tokenEndpoint(): string {
    return `${this.config.baseUrl}/realms/${encodeURIComponent(this.config.realm)}/protocol/openid-connect`;
  }

  private async accessToken(): Promise<string> {
    if (this.token && this.token.expiresAt > Date.now() + 10_000) return this.token.value;
    const res = await fetch(`${this.tokenEndpoint}/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ grant_type: 'client_credentials', client_id: this.config.clientId, client_secret: this.config.clientSecret }),
    });
    if (!res.ok) throw new KeycloakError(res.status, await res.text());
    const body = (await res.json()) as { access_token: string; expires_in: number };
    this.token = { value: body.access_token, expiresAt: Date.now() + body.expires_in * 1000 };
    return body.access_token;
  }

  private async request(method: string, path: string, body?: unknown): Promise<Response> {
    const res = await fetch(this.adminBase + path, {
      method,
      headers: { authorization: `Bearer ${await this.accessToken()}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    if (!res.ok && res.status !== 404) throw new KeycloakError(res.status, await res.text());
    return res;
  }

  /** Creates an enabled user with a verified e-mail in the given groups; returns the new user id. */
  async createUser(user: NewKeycloakUser): Promise<string> {
    const res = await this.request('POST', '/users', {
      username: user.email,
      email: user.email,
      firstName: user.firstName,
      lastName: user.lastName,
      enabled: true,
      emailVerified: true,
      attributes: user.attributes,
      groups: user.groups,
      credentials: [{ type: 'password', value: user.password, temporary: false }],
    });
    const location = res.headers.get('location') ?? '';
    const id = location.slice(location.lastIndexOf('/') + 1);
    if (!id) throw new Error('Keycloak did not return the new user id');
    return id;
  }

  async deleteUser(userId: string): Promise<void> {
    await this.request('DELETE', `/users/${userId}`);
  }

  /** A user's names (undefined for an unknown id). */
  async describe(userId: string): Promise<{ id: string; username: string; email?: string; firstName?: string; lastName?: string } | undefined> {
    const res = await this.request('GET', `/users/${userId}`);
    if (!res.ok) return undefined;
    return (await res.json()) as { id: string; username: string; email?: string; firstName?: string; lastName?: string };
  }

  /**
   * The users holding a realm role directly (`GET /roles/{role}/users`, which needs realm-management's
   * read-only view-realm besides view-users), brief representations, at most `max`.
   */
  async realmRoleMembers(role: string, max: number): Promise<{ id: string; username: string; email?: string; firstName?: string; lastName?: string }[]> {
    const res = await this.request('GET', `/roles/${encodeURIComponent(role)}/users?briefRepresentation=true&first=0&max=${max}`);
    if (!res.ok) throw new KeycloakError(res.status, `role ${role} not found`);
    return (await res.json()) as { id: string; username: string; email?: string; firstName?: string; lastName?: string }[];
  }

  async findUserIdByEmail(email: string): Promise<string | undefined> {
    const res = await this.request('GET', `/users?email=${encodeURIComponent(email)}&exact=true`);
    const users = (await res.json()) as { id: string }[];
    return users[0]?.id;
  }

  async userExists(userId: string): Promise<boolean> {
    const res = await this.request('GET', `/users/${userId}`);
    return res.ok;
  }

  /** Sets a new permanent password (Keycloak applies the realm's password policy). */
  async resetPassword(userId: string, password: string): Promise<void> {
    const res = await this.request('PUT', `/users/${userId}/reset-password`, { type: 'password', value: password, temporary: false });
    if (res.status === 404) throw new KeycloakError(404, 'user not found');
  }

  /** Ends every session of the user (after a password reset, or when an account is blocked). */
  async logoutUser(userId: string): Promise<void> {
    await this.request('POST', `/users/${userId}/logout`);
  }

  /** Whether the user holds a realm role (or one of several), directly or through a group or composite role. */
  async hasRealmRole(userId: string, roles: string | readonly string[]): Promise<boolean> {
    const wanted = typeof roles === 'string' ? [roles] : roles;
    const res = await this.request('GET', `/users/${userId}/role-mappings/realm/composite`);
    if (!res.ok) return false;
    return ((await res.json()) as { name: string }[]).some((r) => wanted.includes(r.name));
  }

  /** The user's sign-in name (what the password grant needs), or undefined for an unknown id. */
  async usernameOf(userId: string): Promise<string | undefined> {
    const res = await this.request('GET', `/users/${userId}`);
    if (!res.ok) return undefined;
    return ((await res.json()) as { username: string }).username;
  }

  /**
   * Whether `password` is the user's current password, asked of Keycloak itself with a direct grant
   * of the password-verifier client: a wrong one counts toward the realm's brute-force lock-out, and
   * a locked account answers false. The session the check opened is ended at once.
   */
  async passwordMatches(username: string, password: string): Promise<boolean> {
    const { clientId, clientSecret } = this.config.passwordVerifier;
    const res = await fetch(`${this.tokenEndpoint}/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ grant_type: 'password', client_id: clientId, client_secret: clientSecret, username, password, scope: 'openid' }),
    });
    if (res.status === 400 || res.status === 401) return false;
    if (!res.ok) throw new KeycloakError(res.status, await res.text());
    const tokens = (await res.json()) as { refresh_token?: string };
    if (tokens.refresh_token) {
      await fetch(`${this.tokenEndpoint}/logout`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ client_id: clientId, client_secret: clientSecret, refresh_token: tokens.refresh_token }),
      }).catch(() => undefined);
    }
    return true;
  }

  /** Ends every session of the user except `keepSessionId` (the one changing the password). */
  async logoutOtherSessions(userId: string, keepSessionId: string | undefined): Promise<number> {
    if (!keepSessionId) {
      await this.logoutUser(userId);
      return -1;
    }
    const res = await this.request('GET', `/users/${userId}/sessions`);
    const sessions = res.ok ? ((await res.json()) as { id: string }[]) : [];
    const others = sessions.filter((s) => s.id !== keepSessionId);
    for (const session of others) await this.request('DELETE', `/sessions/${session.id}`);
    return others.length;
  }
}
