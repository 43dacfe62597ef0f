import { ApiError, GenericMessages, createApiClient, parseAnswerBody } from '@portal/contracts';
import { authClient, TOKEN_MIN_VALIDITY_SECONDS } from './auth-client';

/**
 * The access token for an API call, refreshed first when it expires within 30 s; null when signed
 * out (the call still goes out and gets its 401). Shared by apiFetch and apiUpload.
 */
export async function bearerToken(): Promise<string | null> {
  await authClient.init().catch(() => undefined);
  return authClient.getValidToken(TOKEN_MIN_VALIDITY_SECONDS);
}

export { ApiError, isApiError, parseAnswerBody } from '@portal/contracts';
export const NETWORK_ERROR_MESSAGE = GenericMessages.network;

/**
 * The typed client of the portal API in the browser: same origin, with the bearer token (refreshed
 * first when it expires within 30 s). `api.call(Api.withdrawals.list)` answers `WithdrawalView[]`.
 */
export const api = createApiClient({
  headers: async (): Promise<Record<string, string>> => {
    const token = await bearerToken();
    return token ? { authorization: `Bearer ${token}` } : {};
  },
});

export interface ApiFetchOptions extends Omit<RequestInit, 'body'> {
  /** Sent as JSON with content-type application/json. */
  json?: unknown;
  body?: BodyInit | null;
  /** Attach the bearer token (default true). Public calls such as registration pass false. */
  auth?: boolean;
}

/**
 * fetch() for the portal API: adds Authorization: Bearer (refreshing the token first when it expires
 * within 30 s), parses JSON answers and throws ApiError for non-2xx answers and network failures.
 */
export async function apiFetch<T = unknown>(path: string, options: ApiFetchOptions = {}): Promise<T> {
  const { json, auth = true, headers: given, ...init } = options;
  const headers = new Headers(given);
  if (!headers.has('accept')) headers.set('accept', 'application/json');
  let body = init.body;
  if (json !== undefined) {
    headers.set('content-type', 'application/json');
    body = JSON.stringify(json);
  }
  if (auth) {
    const token = await bearerToken();
    if (token) headers.set('authorization', `Bearer ${token}`);
  }

  let response: Response;
  try {
    response = await fetch(path, { ...init, headers, body });
  } catch (error) {
    if ((error as Error)?.name === 'AbortError') throw error;
    throw new ApiError(0, 'NETWORK_ERROR', NETWORK_ERROR_MESSAGE);
  }

  const text = response.status === 204 ? '' : await response.text();
  const parsed = parseAnswerBody(text);
  if (!response.ok) throw ApiError.fromResponse(response.status, parsed);
  return parsed as T;
}
