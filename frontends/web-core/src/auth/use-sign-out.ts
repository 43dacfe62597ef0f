import { useCallback } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { authClient } from './auth-client';

/**
 * Signing out: the page's cached answers are dropped first (nothing of this user stays in memory for
 * the next one), then the Keycloak session ends and the browser lands on redirectPath.
 */
export function useSignOut(): (redirectPath: string) => Promise<void> {
  const queryClient = useQueryClient();
  return useCallback(
    (redirectPath: string) => {
      queryClient.clear();
      return authClient.logout(redirectPath);
    },
    [queryClient],
  );
}
