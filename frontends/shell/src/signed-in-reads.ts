import { Api, type BrowserRoute } from '@portal/contracts/web';
import type { SignedInRoute } from './signed-in-routes';

/**
 * The API reads a signed-in page waits for before it can show anything: who is signed in, a recipient's
 * preferences (language, currency), and on the dashboard its figures. The page's early script sends them as
 * soon as the session check gives a token (prerender.mjs writes them into the page); signed-in-start.ts
 * prefetches them into the query cache, where the screens find them.
 */
export function firstReads(route: SignedInRoute): BrowserRoute[] {
  if (!route.recipient) return [Api.me.get];
  return route.remote === 'dashboard' ? [Api.me.get, Api.me.preferences, Api.me.dashboard] : [Api.me.get, Api.me.preferences];
}
