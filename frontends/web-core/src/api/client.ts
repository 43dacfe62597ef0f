import { createApiClient, type ApiClient, type CallableRoute } from '@portal/contracts/web';
import { authClient, TOKEN_MIN_VALIDITY_SECONDS } from '../auth/auth-client';
import { takeEarlyRead } from '../auth/early-session';
import { observedFetch } from './call-log';
import { publicApi } from './public-client';

/**
 * The access token for an API call, refreshed first when it expires within 30 s; null when signed
 * out (the call still goes out and gets its 401).
 */
export async function bearerToken(): Promise<string | null> {
  await authClient.init().catch(() => undefined);
  return authClient.getValidToken(TOKEN_MIN_VALIDITY_SECONDS);
}

/** A read the page's early script already sent is answered from there (asked again if that failed). */
const signedInFetch = (input: RequestInfo | URL, init?: RequestInit): Promise<Response> =>
  takeEarlyRead(input, init)?.catch(() => observedFetch(input, init)) ?? observedFetch(input, init);

const signedIn = createApiClient({
  fetch: signedInFetch,
  headers: async (): Promise<Record<string, string>> => {
    const token = await bearerToken();
    return token ? { authorization: `Bearer ${token}` } : {};
  },
});
/** Public routes go out without a token, so screens such as registration never start the Keycloak session. */
const clientFor = (route: CallableRoute) => (route.access === 'public' ? publicApi : signedIn);

/**
 * The typed client of the portal API in the browser (same origin): `api.call(Api.withdrawals.list)`
 * answers `WithdrawalView[]`. Routes that need a caller carry the bearer token (refreshed first when
 * it expires within 30 s). Error answers and network failures throw ApiError.
 */
export const api: ApiClient = {
  call: (route, ...args) => clientFor(route).call(route, ...args),
  answer: (route, ...args) => clientFor(route).answer(route, ...args),
};
