// How a page starts its Keycloak session: which client, which endpoints, which check. Free of the rest of
// web-core and of contracts, so that the early session script (shell/src/early/) bundles only this.
import type { KeycloakConfig, KeycloakInitOptions } from 'keycloak-js';

/**
 * keycloak-js's configuration for a Keycloak at `url`. Before its silent check keycloak-js loads two pages of
 * Keycloak in a hidden frame to learn whether the browser lets that frame see Keycloak's cookies (they are
 * third-party cookies when Keycloak is another site); two more round trips before anything can show. When
 * Keycloak is on the page's own host they are never third-party, so the same endpoints are given as OpenID
 * provider metadata, with which keycloak-js skips that probe. Elsewhere it still runs.
 */
export function keycloakConfig(url: string, realm: string, clientId: string, pageHost: string): KeycloakConfig {
  if (new URL(url).hostname !== pageHost) return { url, realm, clientId };
  const realmUrl = `${url.replace(/\/+$/, '')}/realms/${encodeURIComponent(realm)}`;
  const endpoint = (name: string) => `${realmUrl}/protocol/openid-connect/${name}`;
  return {
    clientId,
    oidcProvider: {
      authorization_endpoint: endpoint('auth'),
      token_endpoint: endpoint('token'),
      end_session_endpoint: endpoint('logout'),
      userinfo_endpoint: endpoint('userinfo'),
      check_session_iframe: endpoint('login-status-iframe.html'),
    },
  };
}

/** The /admin pages sign in through the admin client (username, password and a one-time code). */
export function isAdminPath(path: string): boolean {
  return path === '/admin' || path.startsWith('/admin/') || path.startsWith('/admin?');
}

/** The options of the session check on a page at `origin`: is the browser signed in? (no sign-in page, PKCE). */
export function checkSsoOptions(origin: string): KeycloakInitOptions {
  return {
    onLoad: 'check-sso',
    pkceMethod: 'S256',
    checkLoginIframe: false,
    silentCheckSsoRedirectUri: `${origin}/silent-check-sso.html`,
  };
}
