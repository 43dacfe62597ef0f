// Started by main.tsx on a signed-in page before React has rendered anything (beside the load of the page's
// remote), so that what the page waits for runs side by side instead of one after the other: the Keycloak
// session check and, once the token is there, the API answers the guards and the page ask for first. On a
// page built with its early script (src/early/) both were started before this code arrived: the auth
// client takes that session over and the API client those answers. The screens find them in the query cache.
import { Api, type BrowserRoute } from '@portal/contracts/web';
import { authClient, getDashboardQueryOptions, getMeQueryOptions, getPreferencesQueryOptions } from '@portal/web-core';
import { queryClient } from './query-client';
import { firstReads } from './signed-in-reads';
import type { SignedInRoute } from './signed-in-routes';

/** How each first read of a signed-in page gets into the query cache. */
export const FIRST_READ_PREFETCH = new Map<BrowserRoute, () => Promise<void>>([
  [Api.me.get, () => queryClient.prefetchQuery(getMeQueryOptions())],
  [Api.me.preferences, () => queryClient.prefetchQuery(getPreferencesQueryOptions())],
  [Api.me.dashboard, () => queryClient.prefetchQuery(getDashboardQueryOptions())],
]);

export function startSignedIn(route: SignedInRoute): void {
  authClient
    .init()
    .then(() => {
      if (!authClient.getSnapshot().authenticated) return;
      for (const read of firstReads(route)) void FIRST_READ_PREFETCH.get(read)?.();
    })
    .catch(() => undefined); // the guard shows the failure from the auth snapshot
}
