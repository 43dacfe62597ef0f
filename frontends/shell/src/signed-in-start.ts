// Started by main.tsx on a signed-in page before React has rendered anything (beside the load of the page's
// remote), so that what the page waits for runs side by side instead of one after the other: the Keycloak
// session check (configuration, keycloak-js, the silent check, the token) and, once the token is there,
// the API answers the guards and the page ask for first. The screens then find them in the query cache.
import { authClient, getDashboardQueryOptions, getMeQueryOptions, getPreferencesQueryOptions } from '@portal/web-core';
import { queryClient } from './query-client';
import type { SignedInRoute } from './signed-in-routes';

export function startSignedIn(route: SignedInRoute): void {
  authClient
    .init()
    .then(() => {
      if (!authClient.getSnapshot().authenticated) return;
      void queryClient.prefetchQuery(getMeQueryOptions());
      if (!route.recipient) return;
      void queryClient.prefetchQuery(getPreferencesQueryOptions());
      if (route.remote === 'dashboard') void queryClient.prefetchQuery(getDashboardQueryOptions());
    })
    .catch(() => undefined); // the guard shows the failure from the auth snapshot
}
