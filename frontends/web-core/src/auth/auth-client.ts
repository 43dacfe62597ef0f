import type Keycloak from 'keycloak-js';
import { ACCOUNT_STATUS_RECHECK_MS, Api, isClientConfig, type ClientConfig } from '@portal/contracts/web';
import { publicApi } from '../api/public-client';
import { takeEarlySession } from './early-session';
import { checkSsoOptions, isAdminPath, keycloakConfig } from './keycloak-setup';

export { isAdminPath, keycloakConfig };

export type AuthStatus = 'idle' | 'loading' | 'ready' | 'error';

export interface AuthSnapshot {
  /** idle: nothing asked for auth yet; loading: the client configuration + Keycloak check-sso running. */
  status: AuthStatus;
  authenticated: boolean;
  token: string | null;
  /** Realm roles from the access token's realm_access.roles. */
  roles: string[];
  /** Keycloak user id (the token's sub). */
  userId: string | null;
  /** Why the last init failed (status 'error'). */
  error: string | null;
  /** How often the account status is re-checked while signed in (from the client configuration). */
  statusRecheckMs: number;
}

const INITIAL: AuthSnapshot = {
  status: 'idle',
  authenticated: false,
  token: null,
  roles: [],
  userId: null,
  error: null,
  statusRecheckMs: ACCOUNT_STATUS_RECHECK_MS,
};

/** The token is refreshed before a call when it expires within this many seconds. */
export const TOKEN_MIN_VALIDITY_SECONDS = 30;
const INIT_TIMEOUT_MS = 20_000;
const TIMEOUT_MESSAGE = 'The sign-in service did not answer in time';

function withTimeout<T>(promise: Promise<T>, ms: number, message: string): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(message)), ms);
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error);
      },
    );
  });
}

/** Only same-origin paths are used as redirect targets. */
export function safeRedirectPath(path: string | null | undefined, fallback = '/'): string {
  if (!path || !path.startsWith('/') || path.startsWith('//') || path.startsWith('/\\')) return fallback;
  return path;
}

/**
 * One Keycloak session per page: on /admin pages with the admin client, elsewhere with the recipients' client. Created lazily: nothing is fetched until a screen that needs
 * auth asks for it, so the public landing page loads neither the configuration nor keycloak-js.
 */
export class AuthClient {
  private keycloak: Keycloak | null = null;
  private initPromise: Promise<void> | null = null;
  private snapshot: AuthSnapshot = INITIAL;
  /** Which client the current Keycloak instance signs in with (null: chosen from the page's path at init). */
  private adminClient: boolean | null = null;
  private readonly listeners = new Set<() => void>();

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => {
      this.listeners.delete(listener);
    };
  };

  getSnapshot = (): AuthSnapshot => this.snapshot;

  private set(patch: Partial<AuthSnapshot>): void {
    this.snapshot = { ...this.snapshot, ...patch };
    for (const listener of this.listeners) listener();
  }

  private syncFromKeycloak = (): void => {
    const kc = this.keycloak;
    const parsed = kc?.tokenParsed as { sub?: string; realm_access?: { roles?: string[] } } | undefined;
    this.set({
      authenticated: !!kc?.authenticated && !!kc.token,
      token: kc?.token ?? null,
      roles: parsed?.realm_access?.roles ?? [],
      userId: parsed?.sub ?? null,
    });
  };

  /** Starts (once) the check-sso against Keycloak. Resolves when the session state is known. */
  init = (): Promise<void> => {
    this.initPromise ??= this.runInit();
    return this.initPromise;
  };

  /** After a failed init (config or Keycloak unreachable), tries again from scratch. */
  retry = (): Promise<void> => {
    if (this.snapshot.status === 'error') {
      this.initPromise = null;
      this.keycloak = null;
      this.adminClient = null;
    }
    return this.init();
  };

  private async runInit(): Promise<void> {
    this.set({ status: 'loading', error: null });
    try {
      this.adminClient ??= isAdminPath(window.location.pathname);
      const early = takeEarlySession(this.adminClient);
      const started = early ? await withTimeout(early.started, INIT_TIMEOUT_MS, TIMEOUT_MESSAGE).catch(() => null) : null;
      if (started) {
        // The page's early script already ran the check (shell/src/early/): take its instance over.
        this.applyConfig(started.config);
        this.attach(started.keycloak);
      } else {
        const config = this.applyConfig(await publicApi.call(Api.platform.config));
        const { default: KeycloakClass } = await import(/* webpackChunkName: "keycloak" */ 'keycloak-js');
        const { url, realm, clientId, adminClientId } = config.keycloak;
        const kc = new KeycloakClass(keycloakConfig(url, realm, this.adminClient ? adminClientId : clientId, window.location.hostname));
        this.attach(kc);
        await withTimeout(kc.init(checkSsoOptions(window.location.origin)), INIT_TIMEOUT_MS, TIMEOUT_MESSAGE);
      }
      this.syncFromKeycloak();
      this.set({ status: 'ready' });
    } catch (error) {
      this.set({
        ...INITIAL,
        status: 'error',
        error: error instanceof Error ? error.message : String(error),
      });
      throw error;
    }
  }

  /** Checks the sign-in configuration the portal answered and applies its session settings. */
  private applyConfig(answer: unknown): ClientConfig {
    if (!isClientConfig(answer)) throw new Error('The portal did not answer a sign-in configuration');
    if (answer.session.statusRecheckMs >= 1000) this.set({ statusRecheckMs: answer.session.statusRecheckMs });
    return answer;
  }

  /** Makes `kc` the page's Keycloak instance: its token events keep the snapshot current. */
  private attach(kc: Keycloak): void {
    kc.onTokenExpired = () => {
      kc.updateToken(TOKEN_MIN_VALIDITY_SECONDS).catch(() => this.dropSession());
    };
    kc.onAuthSuccess = this.syncFromKeycloak;
    kc.onAuthRefreshSuccess = this.syncFromKeycloak;
    kc.onAuthRefreshError = () => this.dropSession();
    kc.onAuthLogout = this.syncFromKeycloak;
    this.keycloak = kc;
  }

  /** The refresh token is no longer valid: forget the tokens so the guards send the user to sign in. */
  private dropSession(): void {
    this.keycloak?.clearToken();
    this.syncFromKeycloak();
  }

  /** Redirects to the Keycloak sign-in page; Keycloak comes back to redirectPath on this origin. */
  login = async (redirectPath = '/dashboard'): Promise<void> => {
    const wantAdmin = isAdminPath(redirectPath);
    if (this.initPromise && this.adminClient !== null && this.adminClient !== wantAdmin) {
      // The other client signs in here (e.g. /admin/login reached from a recipient page): start over with it.
      this.initPromise = null;
      this.keycloak = null;
    }
    this.adminClient = wantAdmin;
    await this.init();
    const kc = this.keycloak;
    if (!kc) throw new Error('Sign-in is not available');
    // The sign-in page speaks the language the portal shows (Keycloak's ui_locales; the realm supports EN, DE and FR).
    const locale = document.documentElement.lang || undefined;
    await kc.login({ redirectUri: window.location.origin + safeRedirectPath(redirectPath, '/dashboard'), locale });
  };

  /** Ends the Keycloak session and returns to redirectPath (default: the landing page). */
  logout = async (redirectPath = '/'): Promise<void> => {
    const target = window.location.origin + safeRedirectPath(redirectPath, '/');
    const kc = this.keycloak;
    if (kc?.authenticated) {
      await kc.logout({ redirectUri: target });
      return;
    }
    window.location.assign(target);
  };

  /**
   * A valid access token, refreshed first when it expires within minValidity seconds;
   * null when signed out or when the refresh fails.
   */
  getValidToken = async (minValidity = TOKEN_MIN_VALIDITY_SECONDS): Promise<string | null> => {
    const kc = this.keycloak;
    if (!kc?.authenticated) return null;
    try {
      await kc.updateToken(minValidity);
    } catch {
      this.dropSession();
      return null;
    }
    return kc.token ?? null;
  };
}

/** The page-wide client: web-core is a Module Federation singleton, so the shell and every remote see this one. */
export const authClient = new AuthClient();
