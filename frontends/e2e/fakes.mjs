// Stand-ins for Keycloak and the gateway's API, for checking the built frontends in a browser
// without the back end. Node builtins only. NOT a security component: tokens are unsigned.
import { createServer } from 'node:http';
import { randomUUID } from 'node:crypto';
import { accountBlockedMessage, canSignIn, validateRegistration } from '@portal/contracts';

const b64url = (value) => Buffer.from(typeof value === 'string' ? value : JSON.stringify(value)).toString('base64url');
const jwt = (payload) => `${b64url({ alg: 'none', typ: 'JWT' })}.${b64url(payload)}.`;
export const decodeJwt = (token) => JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString('utf8'));

function readBody(req) {
  return new Promise((resolve) => {
    let data = '';
    req.on('data', (c) => (data += c));
    req.on('end', () => resolve(data));
  });
}

function cookies(req) {
  return Object.fromEntries((req.headers.cookie ?? '').split(/;\s*/).filter(Boolean).map((c) => c.split('=')));
}

/**
 * A minimal OpenID Connect provider shaped like Keycloak's realm endpoints, enough for keycloak-js:
 * check-sso (prompt=none) through the silent iframe, the code flow with PKCE fields, refresh, logout.
 * The user that an interactive login signs in is idp.nextUser (set by the test before clicking).
 */
export function startFakeKeycloak({ port, appOrigin, users, realm = 'grant-portal' }) {
  const base = `/realms/${realm}/protocol/openid-connect`;
  const issuer = `http://localhost:${port}/realms/${realm}`;
  const codes = new Map();
  const state = { nextUser: null, logins: 0, logouts: 0, tokenLifetime: 300 };

  const tokensFor = (user, nonce) => {
    const now = Math.floor(Date.now() / 1000);
    const common = { iss: issuer, sub: user.id, azp: 'portal-web', iat: now, sid: 'fake-session', nonce };
    return {
      access_token: jwt({ ...common, exp: now + state.tokenLifetime, typ: 'Bearer', aud: ['portal-api'], email: user.email, given_name: user.firstName, realm_access: { roles: user.roles } }),
      refresh_token: jwt({ ...common, exp: now + 1800, typ: 'Refresh' }),
      id_token: jwt({ ...common, exp: now + state.tokenLifetime, typ: 'ID', aud: 'portal-web', email: user.email }),
      token_type: 'Bearer',
      expires_in: state.tokenLifetime,
    };
  };

  const server = createServer(async (req, res) => {
    const url = new URL(req.url, issuer);
    const cors = { 'access-control-allow-origin': appOrigin, 'access-control-allow-credentials': 'true' };
    if (url.pathname === `${base}/3p-cookies/step1.html`) {
      res.writeHead(200, { 'content-type': 'text/html' });
      return res.end('<script>parent.postMessage("supported", "*")</script>');
    }
    if (url.pathname === `${base}/auth`) {
      const p = url.searchParams;
      const redirect = new URL(p.get('redirect_uri'));
      const back = (params) => {
        const hash = new URLSearchParams({ state: p.get('state'), iss: issuer, ...params });
        res.writeHead(302, { location: `${redirect.origin}${redirect.pathname}${redirect.search}#${hash}`, ...extraHeaders });
        res.end();
      };
      let extraHeaders = {};
      let userId = cookies(req).fake_sso;
      if (p.get('prompt') === 'none') {
        if (!userId || !users.has(userId)) return back({ error: 'login_required' });
      } else {
        if (!state.nextUser) {
          res.writeHead(400, { 'content-type': 'text/plain' });
          return res.end('fake keycloak: no nextUser set for an interactive login');
        }
        userId = state.nextUser.id;
        state.logins += 1;
        extraHeaders = { 'set-cookie': `fake_sso=${userId}; Path=/; HttpOnly; SameSite=Lax` };
      }
      const code = randomUUID();
      codes.set(code, { userId, nonce: p.get('nonce') });
      return back({ code, session_state: 'fake-session' });
    }
    if (url.pathname === `${base}/token` && req.method === 'POST') {
      const form = new URLSearchParams(await readBody(req));
      let grant;
      if (form.get('grant_type') === 'authorization_code') {
        grant = codes.get(form.get('code'));
        codes.delete(form.get('code'));
      } else if (form.get('grant_type') === 'refresh_token') {
        const claims = decodeJwt(form.get('refresh_token'));
        grant = { userId: claims.sub, nonce: claims.nonce };
      }
      const user = grant && users.get(grant.userId);
      if (!user) {
        res.writeHead(400, { 'content-type': 'application/json', ...cors });
        return res.end(JSON.stringify({ error: 'invalid_grant' }));
      }
      res.writeHead(200, { 'content-type': 'application/json', ...cors });
      return res.end(JSON.stringify(tokensFor(user, grant.nonce)));
    }
    if (url.pathname === `${base}/logout`) {
      state.logouts += 1;
      res.writeHead(302, {
        location: url.searchParams.get('post_logout_redirect_uri') ?? appOrigin,
        'set-cookie': 'fake_sso=; Path=/; Max-Age=0',
      });
      return res.end();
    }
    res.writeHead(404, { 'content-type': 'text/plain' });
    res.end('fake keycloak: not found');
  });
  return new Promise((resolve) => server.listen(port, () => resolve({ server, state })));
}

/**
 * The API paths the frontends call, answering like docs/design.md says. Users live in
 * the users Map (shared with the fake Keycloak).
 */
export function startFakeApi({ port, users }) {
  const state = { requests: [] };
  const json = (res, status, body) => {
    res.writeHead(status, { 'content-type': 'application/json' });
    res.end(JSON.stringify(body));
  };
  const error = (res, statusCode, code, message) => json(res, statusCode, { statusCode, code, message });
  const profile = (u) => ({
    id: u.id, email: u.email, firstName: u.firstName, lastName: u.lastName, fullName: `${u.firstName} ${u.lastName}`,
    grantNumber: u.grantNumber, accountNumber: u.accountNumber ?? '1000000001', accountStatus: u.accountStatus,
    kycStatus: u.kycStatus ?? 'not_submitted', mobile: null, country: null, grantConflict: false,
    createdAt: '2026-11-20T10:00:00.000Z', updatedAt: '2026-11-20T10:00:00.000Z', roles: u.roles,
  });

  const server = createServer(async (req, res) => {
    const url = new URL(req.url, 'http://localhost');
    const body = req.method === 'POST' ? await readBody(req) : '';
    state.requests.push(`${req.method} ${url.pathname}${url.search}`);
    const auth = req.headers.authorization;
    const user = auth?.startsWith('Bearer ') ? users.get(decodeJwt(auth.slice(7)).sub) : null;

    if (url.pathname === '/api/auth/register' && req.method === 'POST') {
      const input = JSON.parse(body);
      const message = validateRegistration(input);
      if (message) return error(res, 400, 'VALIDATION_FAILED', message);
      if (input.email === 'taken@example.com') return error(res, 409, 'CONFLICT', 'An account with this email already exists');
      return json(res, 201, { userId: randomUUID(), email: input.email, grantNumber: input.grantNumber, accountStatus: 'pending' });
    }
    if (!user) return error(res, 401, 'UNAUTHENTICATED', 'User not authenticated. Please login again.');
    if (url.pathname === '/api/me') {
      if (!user.roles.includes('admin') && !canSignIn(user.accountStatus)) {
        return error(res, 403, 'ACCOUNT_STATUS_BLOCKED', accountBlockedMessage(user.accountStatus));
      }
      return json(res, 200, profile(user));
    }
    if (url.pathname === '/api/dashboard') {
      if (user.failDashboard) return error(res, 503, 'SERVICE_UNAVAILABLE', 'The service is temporarily unavailable. Please try again.');
      return json(res, 200, {
        balanceCents: user.balanceCents ?? 0, grant: null, pendingWithdrawalsCents: 0, todayTransactionCount: 0,
        latestCredits: [], latestDebits: [], recent: [],
      });
    }
    if (url.pathname.startsWith('/api/admin/')) {
      if (!user.roles.includes('admin')) return error(res, 403, 'FORBIDDEN', 'You are not authorized as an admin');
      if (url.pathname === '/api/admin/users' && req.method === 'GET') {
        const status = url.searchParams.get('status');
        const list = [...users.values()].filter((u) => !u.roles.includes('admin') && (!status || u.accountStatus === status));
        return json(res, 200, list.map(profile));
      }
      const m = /^\/api\/admin\/users\/([^/]+)\/status$/.exec(url.pathname);
      if (m && req.method === 'POST') {
        const target = users.get(decodeURIComponent(m[1]));
        if (!target) return error(res, 404, 'NOT_FOUND', 'User not found');
        target.accountStatus = JSON.parse(body).status;
        return json(res, 200, profile(target));
      }
    }
    error(res, 404, 'NOT_FOUND', 'Not found');
  });
  return new Promise((resolve) => server.listen(port, () => resolve({ server, state })));
}
