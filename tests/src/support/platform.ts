import { createHash, randomUUID } from 'node:crypto';
import { mkdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { refreshTokens, signIn } from '@portal/infra/oidc';
import { Api, createApiClient, natsInboxPrefix, natsPasswordEnv, type AccountStatus, type RegistrationRequest } from '@portal/contracts';
// The kit's light entries: its index loads NestJS and the NATS client, about a second of CPU in every test file.
import { natsAuth, type NatsAuth } from '@portal/service-kit/config';
import { natsTransportOptions, type NatsTransportOptions } from '@portal/service-kit/connections';
import { freshTotp } from './totp.js';
import { waitFor } from './wait.js';

/** Where the test copy of the platform runs (started by scripts/test.mjs). */
export const GATEWAY_URL = process.env.TEST_GATEWAY_URL ?? 'http://localhost:3100';
export const NATS_URL = process.env.NATS_URL ?? 'nats://127.0.0.1:4223';
export const KEYCLOAK_URL = process.env.KEYCLOAK_URL ?? 'http://localhost:8180';
export const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379/1';
export const DB_SUFFIX = process.env.PORTAL_DB_SUFFIX ?? '_test';
/** The test suite's own NATS user (`tests`, full rights on the test platform only): NATS_USER / NATS_PASSWORD set by scripts/test.mjs. */
export const NATS_AUTH: NatsAuth = natsAuth();

/** The name of a test's own NATS connection signed in as a platform user: idle-connections.test.ts does not count it as the service's. */
export const TEST_CONNECTION_PREFIX = 'test client: ';

/** Where the tests' NATS clients connect: NATS_URL with the platform's TLS settings (NATS_TLS_CA_FILE …), as the apps do. */
export function natsServers(): NatsTransportOptions {
  return natsTransportOptions(NATS_URL);
}

/** Signs in to NATS as one of the platform's users (`gateway`, `payments` …) with its install password, as that process does. */
export function natsAuthAs(user: string): NatsAuth {
  const pass = process.env[natsPasswordEnv(user)];
  if (!pass) throw new Error(`${natsPasswordEnv(user)} is not in the test environment`);
  return { user, pass, inboxPrefix: natsInboxPrefix(user) };
}

/** The demo admin; `totpSecret` is its authenticator secret as deploy/keycloak/demo-users.json stores it (see totp.ts). */
export const DEMO_ADMIN = { id: '00000000-0000-4000-8000-000000000001', username: 'admin', password: 'Admin#2026', totpSecret: 'portal-demo-admin-totp-2026' };
/** The second demo admin, the checker of four-eyes approvals. */
export const DEMO_ADMIN_2 = {
  id: '00000000-0000-4000-8000-000000000003',
  username: 'admin2',
  password: 'Admin2#2026',
  totpSecret: 'portal-demo-admin2-totp-2026',
};
/** The admin client: username, password and a one-time code (tokens carry acr "mfa"). */
export const ADMIN_CLIENT_ID = 'portal-admin';
/** The demo staff (deploy/keycloak/demo-users.json): one account per staff role, signed in like the admins. */
export const DEMO_STAFF = {
  programme: { id: '00000000-0000-4000-8000-000000000004', username: 'programme', password: 'Programme#2026', totpSecret: 'portal-demo-programme-totp-2026' },
  finance: { id: '00000000-0000-4000-8000-000000000005', username: 'finance', password: 'Finance#2026', totpSecret: 'portal-demo-finance-totp-2026' },
  auditor: { id: '00000000-0000-4000-8000-000000000006', username: 'auditor', password: 'Auditor#2026', totpSecret: 'portal-demo-auditor-totp-2026' },
} as const;
const ADMIN_TOTP_SECRETS = new Map([DEMO_ADMIN, DEMO_ADMIN_2, ...Object.values(DEMO_STAFF)].map((a) => [a.username, a.totpSecret]));
export const DEMO_RECIPIENT = { id: '00000000-0000-4000-8000-000000000002', email: 'demo@grant-portal.local', password: 'Demo#2026' };

export function databaseUrl(name: string): string {
  return `postgresql://portal:portal@127.0.0.1:5432/${name}${DB_SUFFIX}`;
}

/** A fresh, valid registration with a unique e-mail. */
export function newRegistration(overrides: Partial<RegistrationRequest> = {}): RegistrationRequest {
  const id = randomUUID().slice(0, 8);
  return {
    firstName: 'Amina',
    lastName: `Tester${id}`,
    grantNumber: 'UNSEAF-2025/GR-0101',
    email: `amina.${id}@example.org`,
    mobile: '',
    country: '',
    password: 'Grant#2026',
    confirmPassword: 'Grant#2026',
    ...overrides,
  };
}

/** A raw request's answer: the status and the parsed JSON body. */
export interface RawAnswer<T = unknown> {
  status: number;
  body: T;
}

/**
 * A request outside the typed client (`clientFor`), only for what the client cannot express on purpose: a
 * body or query the contract refuses, an undeclared method or path, a probe of routing itself.
 */
export async function rawRequest<T = unknown>(method: string, path: string, options: { token?: string; body?: unknown } = {}): Promise<RawAnswer<T>> {
  const res = await fetch(GATEWAY_URL + path, {
    method,
    headers: {
      ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
      ...(options.body !== undefined ? { 'content-type': 'application/json' } : {}),
    },
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  });
  const text = await res.text();
  return { status: res.status, body: (text ? JSON.parse(text) : undefined) as T };
}

/** @deprecated The browser journeys' name of `rawRequest`; API calls go through the typed client (`clientFor`). */
export const api = rawRequest;

/** Signs in through Keycloak's real login form (Authorization Code + PKCE) and returns the access token. */
/** A user's access token; an admin's comes from the shared cache, valid for at least `minValidityMs` more. */
export async function tokenFor(username: string, password: string, { minValidityMs = 60_000 } = {}): Promise<string> {
  const totpSecret = ADMIN_TOTP_SECRETS.get(username);
  if (totpSecret) return adminToken(username, password, totpSecret, minValidityMs);
  const result = await signIn({ username, password, keycloakUrl: KEYCLOAK_URL, redirectUri: `${GATEWAY_URL}/callback` });
  if (!result.tokens) throw new Error(`sign-in failed for ${username} (HTTP ${result.status})`);
  return result.tokens.access_token;
}

/**
 * A demo admin's token from the recipients' client (`portal-web`: password only, no second factor). The
 * gateway serves such a token nowhere: 403 SECOND_FACTOR_REQUIRED on every non-public route.
 */
export async function passwordOnlyAdminToken(admin: { username: string; password: string } = DEMO_ADMIN): Promise<string> {
  const result = await signIn({ username: admin.username, password: admin.password, keycloakUrl: KEYCLOAK_URL, redirectUri: `${GATEWAY_URL}/callback` });
  if (!result.tokens) throw new Error(`password-only sign-in failed for ${admin.username} (HTTP ${result.status})`);
  return result.tokens.access_token;
}

interface CachedTokens {
  accessToken: string;
  refreshToken: string;
  expiresAt: number;
}

/**
 * A demo admin's token from the admin client (password and a one-time code), shared by the test
 * processes of a run through a file (under a lock) and renewed with the refresh token: a one-time code
 * is accepted once, so a sign-in per call or per process would make the tests wait for new codes. The
 * file is named by the realm's signing key, so tokens of an earlier Keycloak are never reused.
 */
async function adminToken(username: string, password: string, totpSecret: string, minValidityMs: number): Promise<string> {
  const file = await adminTokenFile(username);
  const read = (): CachedTokens | undefined => {
    try {
      return JSON.parse(readFileSync(file, 'utf8')) as CachedTokens;
    } catch {
      return undefined;
    }
  };
  const fresh = (t: CachedTokens | undefined) => t && t.expiresAt - Date.now() > minValidityMs;
  const cached = read();
  if (fresh(cached)) return cached!.accessToken;
  return withFileLock(`${file}.lock`, async () => {
    const current = read();
    if (fresh(current)) return current!.accessToken;
    const refreshed = current ? await refreshTokens({ refreshToken: current.refreshToken, keycloakUrl: KEYCLOAK_URL, clientId: ADMIN_CLIENT_ID }) : null;
    const tokens =
      refreshed ??
      (await signInAdmin(username, password, totpSecret).then((result) => {
        if (!result.tokens) throw new Error(`admin sign-in failed for ${username} (HTTP ${result.status})`);
        return result.tokens;
      }));
    if (!tokens) throw new Error(`admin sign-in failed for ${username}`);
    const next = { accessToken: tokens.access_token, refreshToken: tokens.refresh_token, expiresAt: Date.now() + tokens.expires_in * 1000 };
    writeFileSync(`${file}.tmp`, JSON.stringify(next));
    renameSync(`${file}.tmp`, file);
    return next.accessToken;
  });
}

let realmKey: Promise<string> | undefined;
async function adminTokenFile(username: string): Promise<string> {
  realmKey ??= fetch(`${KEYCLOAK_URL}/realms/grant-portal`)
    .then((res) => res.json() as Promise<{ public_key: string }>)
    .then((realm) => createHash('sha256').update(realm.public_key).digest('hex').slice(0, 16));
  const dir = path.join(tmpdir(), 'portal-test-admin-tokens');
  mkdirSync(dir, { recursive: true });
  return path.join(dir, `${username}-${await realmKey}.json`);
}

/** Runs `work` while holding a lock directory (mkdir is atomic); a lock older than a minute is taken over. */
async function withFileLock<T>(lock: string, work: () => Promise<T>): Promise<T> {
  await waitFor(
    () => {
      try {
        mkdirSync(lock);
        return true;
      } catch {
        try {
          if (Date.now() - statSync(lock).mtimeMs > 60_000) rmSync(lock, { recursive: true, force: true });
        } catch {
          // gone meanwhile
        }
        return false;
      }
    },
    { timeoutMs: 90_000, intervalMs: 100, what: `the lock ${lock}` },
  );
  try {
    return await work();
  } finally {
    rmSync(lock, { recursive: true, force: true });
  }
}

/** A fresh sign-in on the admin client, with the one-time code of `totpSecret` (no cache). */
export function signInAdmin(username: string, password: string, totpSecret?: string) {
  return signIn({
    username,
    password,
    otp: totpSecret ? () => freshTotp(username, totpSecret) : undefined,
    clientId: ADMIN_CLIENT_ID,
    keycloakUrl: KEYCLOAK_URL,
    redirectUri: `${GATEWAY_URL}/callback`,
  });
}

export async function registerRecipient(overrides: Partial<RegistrationRequest> = {}) {
  const request = newRegistration(overrides);
  const answer = await createApiClient({ baseUrl: GATEWAY_URL }).answer(Api.auth.register, { body: request });
  if (answer.status !== 201 || !('userId' in answer.body)) throw new Error(`registration failed: ${answer.status} ${JSON.stringify(answer.body)}`);
  return { ...request, userId: answer.body.userId, email: answer.body.email };
}

export async function setAccountStatus(userId: string, status: AccountStatus): Promise<void> {
  const admin = await tokenFor(DEMO_ADMIN.username, DEMO_ADMIN.password);
  const client = createApiClient({ baseUrl: GATEWAY_URL, headers: () => ({ authorization: `Bearer ${admin}` }) });
  const answer = await client.answer(Api.admin.setUserStatus, { params: { id: userId }, body: { status } });
  if (answer.status !== 201 && answer.status !== 200) throw new Error(`status change failed: ${answer.status} ${JSON.stringify(answer.body)}`);
}

/** The reset link mailed to an address (read from the mail catcher), waiting for it to arrive. */
export async function resetLinkFromMail(email: string, since: Date): Promise<string> {
  const { waitForMail } = await import('@portal/infra');
  // The mail catcher stamps mails to the whole second: allow that rounding.
  const mail = await waitForMail({ to: email, subject: 'Reset your UNSEAF Grant Portal password', since: new Date(since.getTime() - 1000), timeoutMs: 20_000 });
  const match = /https?:\/\/\S+\/reset-password\?token=[A-Za-z0-9_%-]+/.exec(mail.text ?? '');
  if (!match) throw new Error(`no reset link in the mail to ${email}`);
  return match[0];
}

export function tokenOfLink(link: string): string {
  return new URL(link).searchParams.get('token') ?? '';
}
