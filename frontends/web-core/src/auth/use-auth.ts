import { useEffect, useSyncExternalStore } from 'react';
import { authClient, type AuthSnapshot } from './auth-client';

export interface UseAuth extends AuthSnapshot {
  /** True until the Keycloak session state is known (or failed). */
  loading: boolean;
  hasRole(role: string): boolean;
  /** Redirects to the Keycloak sign-in page; comes back to redirectPath (default /dashboard). */
  login(redirectPath?: string): Promise<void>;
  /** Ends the Keycloak session and returns to redirectPath (default /). */
  logout(redirectPath?: string): Promise<void>;
  /** Tries the Keycloak check again after a failure. */
  retry(): Promise<void>;
}

/**
 * The auth state of the page's one auth client. Using it starts the Keycloak check-sso (once per
 * page); screens that never call it (the landing page) load no auth code at all.
 */
export function useAuth(): UseAuth {
  const snapshot = useSyncExternalStore(authClient.subscribe, authClient.getSnapshot, authClient.getSnapshot);
  useEffect(() => {
    authClient.init().catch(() => undefined); // the failure is in the snapshot
  }, []);
  return {
    ...snapshot,
    loading: snapshot.status === 'idle' || snapshot.status === 'loading',
    hasRole: (role) => snapshot.roles.includes(role),
    login: authClient.login,
    logout: authClient.logout,
    retry: authClient.retry,
  };
}
