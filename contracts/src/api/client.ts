import { GenericMessages, type ApiErrorBody } from '../errors.js';
import { isRaw, routeUrl, type CallableRoute, type InputOptional, type RouteInput, type RouteResponse } from './route.js';

/** An error answer of the portal API (`{ statusCode, code, message }`), or a failed request (statusCode 0). */
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

/** The answer body as JSON when it parses, else the text, else undefined. */
export function parseAnswerBody(text: string): unknown {
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

export interface ApiClientOptions {
  /** Prefix of every path: '' in the browser (same origin), the gateway's URL elsewhere. */
  baseUrl?: string;
  /** Headers added to every call, e.g. the bearer token (may refresh it first). */
  headers?: () => Promise<Record<string, string>> | Record<string, string>;
  fetch?: typeof fetch;
}

export interface CallOptions {
  signal?: AbortSignal;
  headers?: Record<string, string>;
}

/** An answer as it came, for callers that check statuses themselves (tests, the authorization matrix). */
export interface ApiAnswer<T> {
  status: number;
  headers: Headers;
  /** The parsed JSON (or the text of a non-JSON answer); on errors the `{ statusCode, code, message }` body. */
  body: T;
}

type CallArgs<R extends CallableRoute> =
  InputOptional<R> extends true ? [input?: RouteInput<R>, options?: CallOptions] : [input: RouteInput<R>, options?: CallOptions];

export interface ApiClient {
  /** Calls a route and returns its typed answer; throws ApiError for error answers and network failures. */
  call<R extends CallableRoute>(route: R, ...args: CallArgs<R>): Promise<RouteResponse<R>>;
  /** Calls a route and returns the status, headers and body whatever the status (never throws for HTTP errors). */
  answer<R extends CallableRoute>(route: R, ...args: CallArgs<R>): Promise<ApiAnswer<RouteResponse<R> | ApiErrorBody>>;
}

/** A typed client of the portal API: paths, methods and types come from the route declarations in `Api`. */
export function createApiClient(options: ApiClientOptions = {}): ApiClient {
  const doFetch = options.fetch ?? ((input: RequestInfo | URL, init?: RequestInit) => fetch(input, init));

  async function send(declaration: CallableRoute, input: RouteInput<CallableRoute> | undefined, callOptions: CallOptions = {}): Promise<Response> {
    const headers = new Headers({ accept: isRaw(declaration.response) ? '*/*' : 'application/json' });
    for (const [name, value] of Object.entries((await options.headers?.()) ?? {})) headers.set(name, value);
    for (const [name, value] of Object.entries(callOptions.headers ?? {})) headers.set(name, value);
    let body: BodyInit | undefined;
    if (input?.body !== undefined) {
      if (isRaw(declaration.body)) body = input.body as BodyInit;
      else {
        headers.set('content-type', 'application/json');
        body = JSON.stringify(input.body);
      }
    }
    const url = (options.baseUrl ?? '') + routeUrl(declaration, input as Parameters<typeof routeUrl>[1]);
    try {
      return await doFetch(url, { method: declaration.method, headers, body, signal: callOptions.signal });
    } catch (error) {
      if ((error as Error)?.name === 'AbortError') throw error;
      // The user reads the generic text; a log or a failed test also sees what the connection answered.
      throw Object.assign(new ApiError(0, 'NETWORK_ERROR', GenericMessages.network), { cause: error });
    }
  }

  async function readBody(declaration: CallableRoute, response: Response): Promise<unknown> {
    if (response.ok && isRaw(declaration.response)) return response.blob();
    return parseAnswerBody(response.status === 204 ? '' : await response.text());
  }

  return {
    async call<R extends CallableRoute>(declaration: R, ...[input, callOptions]: CallArgs<R>): Promise<RouteResponse<R>> {
      const response = await send(declaration, input as RouteInput<CallableRoute> | undefined, callOptions);
      const body = await readBody(declaration, response);
      if (!response.ok) throw ApiError.fromResponse(response.status, body);
      return body as RouteResponse<R>;
    },
    async answer<R extends CallableRoute>(declaration: R, ...[input, callOptions]: CallArgs<R>): Promise<ApiAnswer<RouteResponse<R> | ApiErrorBody>> {
      const response = await send(declaration, input as RouteInput<CallableRoute> | undefined, callOptions);
      return { status: response.status, headers: response.headers, body: (await readBody(declaration, response)) as RouteResponse<R> | ApiErrorBody };
    },
  };
}
