import type { ApiErrorBody } from '@portal/contracts';
import { authClient, TOKEN_MIN_VALIDITY_SECONDS } from './auth-client';

export const NETWORK_ERROR_MESSAGE = 'Network error. Please try again.';

/** An error answer of the portal API ({ statusCode, code, message }) or a failed request (statusCode 0). */
export class ApiError extends Error implements ApiErrorBody {
  readonly statusCode: number;
  readonly code: string;
  readonly body: unknown;

  constructor(statusCode: number, code: string, message: string, body?: unknown) {
    super(message);
    this.name = 'ApiError';
    this.statusCode = statusCode;
    this.code = code;
    this.body = body;
  }

  /** Builds the error from an HTTP status and the parsed body (which may be anything). */
  static fromResponse(status: number, body: unknown): ApiError {
    const b = (typeof body === 'object' && body !== null ? body : {}) as Partial<Record<keyof ApiErrorBody, unknown>>;
    const statusCode = typeof b.statusCode === 'number' ? b.statusCode : status;
    const code = typeof b.code === 'string' && b.code ? b.code : `HTTP_${status}`;
    const message = typeof b.message === 'string' && b.message ? b.message : `Request failed (HTTP ${status})`;
    return new ApiError(statusCode, code, message, body);
  }
}

export function isApiError(error: unknown, code?: string): error is ApiError {
  return error instanceof ApiError && (code === undefined || error.code === code);
}

/**
 * The access token for an API call, refreshed first when it expires within 30 s; null when signed
 * out (the call still goes out and gets its 401). Shared by apiFetch and apiUpload.
 */
export async function bearerToken(): Promise<string | null> {
  await authClient.init().catch(() => undefined);
  return authClient.getValidToken(TOKEN_MIN_VALIDITY_SECONDS);
}

/** The answer body as JSON when it parses, else the text, else undefined. */
export function parseAnswerBody(text: string): unknown {
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

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
