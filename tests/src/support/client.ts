import { createApiClient, type ApiClient } from '@portal/contracts';
import { GATEWAY_URL } from './platform.js';

/** The typed API client of the test platform, calling as the holder of `token` (anonymous without one). */
export function clientFor(token?: string): ApiClient {
  return createApiClient({ baseUrl: GATEWAY_URL, headers: (): Record<string, string> => (token ? { authorization: `Bearer ${token}` } : {}) });
}
