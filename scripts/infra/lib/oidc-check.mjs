// A browser-less Authorization Code + PKCE sign-in against Keycloak, used to verify the realm
// (and usable by tests that need a real token for a user without a browser).
import { createHash, randomBytes } from 'node:crypto';

const b64url = (/** @type {Buffer} */ b) => b.toString('base64url');

/** @param {string} s */
const unescapeHtml = (s) => s.replaceAll('&amp;', '&').replaceAll('&quot;', '"').replaceAll('&#39;', "'").replaceAll('&lt;', '<').replaceAll('&gt;', '>');

class CookieJar {
  /** @type {Map<string, string>} */
  cookies = new Map();
  /** @param {Response} res */
  store(res) {
    for (const c of res.headers.getSetCookie()) {
      const [pair] = c.split(';');
      const i = pair.indexOf('=');
      this.cookies.set(pair.slice(0, i).trim(), pair.slice(i + 1).trim());
    }
  }
  header() {
    return [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  }
}

/**
 * Opens the sign-in page of a client; returns the page HTML, the form action and a cookie jar.
 * @param {{ keycloakUrl?: string, realm?: string, clientId?: string, redirectUri?: string }} [o]
 */
export async function openLoginPage({
  keycloakUrl = 'http://localhost:8180',
  realm = 'grant-portal',
  clientId = 'portal-web',
  redirectUri = 'http://localhost:3100/callback',
} = {}) {
  const verifier = b64url(randomBytes(32));
  const challenge = b64url(createHash('sha256').update(verifier).digest());
  const state = b64url(randomBytes(12));
  const authUrl = new URL(`${keycloakUrl}/realms/${realm}/protocol/openid-connect/auth`);
  authUrl.search = new URLSearchParams({
    client_id: clientId,
    redirect_uri: redirectUri,
    response_type: 'code',
    scope: 'openid',
    state,
    code_challenge: challenge,
    code_challenge_method: 'S256',
  }).toString();
  const jar = new CookieJar();
  const res = await fetch(authUrl, { redirect: 'manual' });
  jar.store(res);
  const html = await res.text();
  const m = html.match(/<form[^>]*id="kc-form-login"[^>]*action="([^"]+)"/s);
  return {
    status: res.status,
    html,
    action: m ? unescapeHtml(m[1]) : null,
    jar,
    verifier,
    state,
    authUrl: authUrl.toString(),
    keycloakUrl,
    realm,
    clientId,
    redirectUri,
  };
}

/** @param {string} html @param {string} formId */
const formAction = (html, formId) => {
  const m =
    html.match(new RegExp(`<form[^>]*id="${formId}"[^>]*action="([^"]+)"`, 's')) ??
    html.match(new RegExp(`<form[^>]*action="([^"]+)"[^>]*id="${formId}"`, 's'));
  return m ? unescapeHtml(m[1]) : null;
};

/**
 * Posts a Keycloak form as a browser does: url-encoded, with the session's cookies, redirects not
 * followed; the answer's cookies go back into the jar.
 * @param {{ header(): string, store(answer: Response): void }} jar
 * @returns {(action: string, fields: Record<string, string>) => Promise<Response>}
 */
function formPoster(jar) {
  return async (action, fields) => {
    const answer = await fetch(action, {
      method: 'POST',
      redirect: 'manual',
      headers: { 'content-type': 'application/x-www-form-urlencoded', cookie: jar.header() },
      body: new URLSearchParams(fields).toString(),
    });
    jar.store(answer);
    return answer;
  };
}

/**
 * Signs in through the login form and exchanges the code for tokens. When Keycloak asks for a
 * one-time code (the admin client's second factor), `otp` is called for it; without `otp` the
 * answer is `{ tokens: null, otpRequired: true }`.
 * Resolves { tokens } on success or { errorHtml } when Keycloak shows a form again.
 * @param {{ username: string, password: string, otp?: () => string | Promise<string>, keycloakUrl?: string, realm?: string, clientId?: string, redirectUri?: string }} o
 */
export async function signIn({ username, password, otp, ...rest }) {
  const page = await openLoginPage(rest);
  if (!page.action) throw new Error(`no login form (HTTP ${page.status})`);
  const post = formPoster(page.jar);
  let res = await post(page.action, { username, password, credentialId: '' });
  if (res.status === 200) {
    const html = await res.text();
    const otpAction = formAction(html, 'kc-otp-login-form');
    if (!otpAction) return { tokens: null, errorHtml: html, status: res.status, otpRequired: false };
    if (!otp) return { tokens: null, errorHtml: html, status: res.status, otpRequired: true };
    res = await post(otpAction, { otp: await otp(), login: 'Sign In' });
  }
  return finishSignIn(page, res);
}

/**
 * The tokens for the answer that ends a sign-in (Keycloak's redirect to the client with a code), or
 * { tokens: null, errorHtml } when Keycloak answered with a page instead.
 * @param {Awaited<ReturnType<typeof openLoginPage>>} page
 * @param {Response} res
 */
async function finishSignIn(page, res) {
  const location = res.headers.get('location');
  if (res.status !== 302 || !location || !location.startsWith(page.redirectUri)) {
    return { tokens: null, errorHtml: await res.text(), status: res.status, otpRequired: false };
  }
  const cb = new URL(location);
  if (cb.searchParams.get('state') !== page.state) throw new Error('state mismatch');
  const code = cb.searchParams.get('code');
  if (!code) throw new Error(`no code in ${location}`);
  const tokenRes = await fetch(`${page.keycloakUrl}/realms/${page.realm}/protocol/openid-connect/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      grant_type: 'authorization_code',
      code,
      client_id: page.clientId,
      redirect_uri: page.redirectUri,
      code_verifier: page.verifier,
    }).toString(),
  });
  const tokens = await tokenRes.json();
  if (!tokenRes.ok) throw new Error(`token exchange failed: ${JSON.stringify(tokens)}`);
  return { tokens, errorHtml: null, status: res.status, otpRequired: false };
}

/**
 * The first sign-in of a user with required actions, through Keycloak's own pages as a browser posts them:
 * the login form, then each page Keycloak shows until it redirects back: a new password
 * (UPDATE_PASSWORD: `newPassword`), the enrolment of an authenticator (CONFIGURE_TOTP: `totp` gets the
 * secret Keycloak generated and answers the current code) or a one-time code (`otp`).
 * Resolves { tokens, steps: the required actions passed in order, totpSecret } or { tokens: null, errorHtml, steps }.
 * @param {{ username: string, password: string, newPassword?: string, totp?: (secret: string) => string | Promise<string>, otp?: () => string | Promise<string>, keycloakUrl?: string, realm?: string, clientId?: string, redirectUri?: string }} o
 */
export async function firstSignIn({ username, password, newPassword, totp, otp, ...rest }) {
  const page = await openLoginPage(rest);
  if (!page.action) throw new Error(`no login form (HTTP ${page.status})`);
  const post = formPoster(page.jar);
  /** @type {string[]} */
  const steps = [];
  let totpSecret = null;
  /** Keycloak's own redirects (to its required-action pages) are followed with the session's cookies. */
  const follow = async (/** @type {Response} */ answer) => {
    for (let hops = 0; hops < 5; hops++) {
      const location = answer.headers.get('location');
      if (answer.status !== 302 || !location || location.startsWith(page.redirectUri)) return answer;
      answer = await fetch(new URL(location, page.keycloakUrl), { redirect: 'manual', headers: { cookie: page.jar.header() } });
      page.jar.store(answer);
    }
    return answer;
  };
  let res = await follow(await post(page.action, { username, password, credentialId: '' }));
  for (let i = 0; i < 6 && res.status === 200; i++) {
    const html = await res.text();
    const passwordAction = formAction(html, 'kc-passwd-update-form');
    const totpAction = formAction(html, 'kc-totp-settings-form');
    const otpAction = formAction(html, 'kc-otp-login-form');
    if (passwordAction && newPassword) {
      steps.push('UPDATE_PASSWORD');
      res = await follow(await post(passwordAction, { 'password-new': newPassword, 'password-confirm': newPassword }));
    } else if (totpAction && totp) {
      steps.push('CONFIGURE_TOTP');
      totpSecret = unescapeHtml(html.match(/id="totpSecret" name="totpSecret" value="([^"]+)"/)?.[1] ?? '');
      res = await follow(await post(totpAction, { totp: await totp(totpSecret), totpSecret, userLabel: 'authenticator' }));
    } else if (otpAction && otp) {
      steps.push('OTP');
      res = await follow(await post(otpAction, { otp: await otp(), login: 'Sign In' }));
    } else {
      return { tokens: null, errorHtml: html, status: res.status, steps, totpSecret };
    }
  }
  return { ...(await finishSignIn(page, res)), steps, totpSecret };
}

/**
 * New tokens for a refresh token (no second sign-in, so no second one-time code).
 * @param {{ refreshToken: string, keycloakUrl?: string, realm?: string, clientId?: string }} o
 */
export async function refreshTokens({ refreshToken, keycloakUrl = 'http://localhost:8180', realm = 'grant-portal', clientId = 'portal-web' }) {
  const res = await fetch(`${keycloakUrl}/realms/${realm}/protocol/openid-connect/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ grant_type: 'refresh_token', refresh_token: refreshToken, client_id: clientId }).toString(),
  });
  const body = await res.json();
  return res.ok ? body : null;
}

/**
 * Decodes (does not verify) a JWT's payload.
 * @param {string} jwt
 */
export function decodeJwt(jwt) {
  return JSON.parse(Buffer.from(jwt.split('.')[1], 'base64url').toString('utf8'));
}

/**
 * A client-credentials token (e.g. for identity-service; its secret is the install's, see scripts/lib/secrets.mjs).
 * @param {{ keycloakUrl?: string, realm?: string, clientId?: string, clientSecret?: string }} [o]
 * @returns {Promise<string>}
 */
export async function clientCredentialsToken({
  keycloakUrl = 'http://localhost:8180',
  realm = 'grant-portal',
  clientId = 'identity-service',
  clientSecret = process.env.KEYCLOAK_IDENTITY_SECRET ?? '',
} = {}) {
  const res = await fetch(`${keycloakUrl}/realms/${realm}/protocol/openid-connect/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ grant_type: 'client_credentials', client_id: clientId, client_secret: clientSecret }).toString(),
  });
  const body = await res.json();
  if (!res.ok) throw new Error(`client_credentials for ${clientId} failed: ${JSON.stringify(body)}`);
  return body.access_token;
}
