/**
 * The few Keycloak admin REST calls the identity service needs, authenticated with the
 * `identity-service` client's own service account (client-credentials grant).
 */
export interface KeycloakAdminConfig {
  baseUrl: string;
  realm: string;
  clientId: string;
  clientSecret: string;
}

export class KeycloakError extends Error {
  constructor(readonly status: number, readonly body: string) {
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
      clientSecret: env.KEYCLOAK_IDENTITY_SECRET ?? 'identity-service-dev-secret',
    });
  }

  private get adminBase(): string {
    return `${this.config.baseUrl}/admin/realms/${encodeURIComponent(this.config.realm)}`;
  }

  private async accessToken(): Promise<string> {
    if (this.token && this.token.expiresAt > Date.now() + 10_000) return this.token.value;
    const res = await fetch(`${this.config.baseUrl}/realms/${encodeURIComponent(this.config.realm)}/protocol/openid-connect/token`, {
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
}
