import { createContext, useContext, useEffect, useSyncExternalStore, type ReactNode } from 'react';
import { authClient, type AuthClient, type AuthSnapshot } from './auth-client';

const AuthContext = createContext<AuthClient | null>(null);

/** Puts the page's auth client into context. The shell renders it once around the whole app. */
export function AuthProvider({ children, client = authClient }: { children: ReactNode; client?: AuthClient }) {
  return <AuthContext.Provider value={client}>{children}</AuthContext.Provider>;
}

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
 * The auth state. Using it starts the Keycloak check-sso (once per page); screens that never call it
 * (the landing page) load no auth code at all.
 */
export function useAuth(): UseAuth {
  const client = useContext(AuthContext);
  if (!client) throw new Error('useAuth() must be used inside <AuthProvider>');
  const snapshot = useSyncExternalStore(client.subscribe, client.getSnapshot, client.getSnapshot);
  useEffect(() => {
    client.init().catch(() => undefined); // the failure is in the snapshot
  }, [client]);
  return {
    ...snapshot,
    loading: snapshot.status === 'idle' || snapshot.status === 'loading',
    hasRole: (role) => snapshot.roles.includes(role),
    login: client.login,
    logout: client.logout,
    retry: client.retry,
  };
}
