import {
  createApiClient,
  type ApiClient,
  type ApiErrorBody,
  type CallableRoute,
  type CallOptions,
  type InputOptional,
  type RouteDeclaration,
  type RouteInput,
  type RouteResponse,
} from '@portal/contracts';
import { GATEWAY_URL } from './platform.js';

type CallArgs<R extends CallableRoute> =
  InputOptional<R> extends true ? [input?: RouteInput<R>, options?: CallOptions] : [input: RouteInput<R>, options?: CallOptions];

/**
 * An answer as a test reads it: the status, the headers and the body typed as the route's success answer
 * together with the fields of an error answer (`{ statusCode, code, message }` and any detail such as
 * `accountStatus`), so that a test asserts the status first and then reads either kind of body without casting.
 */
export interface TestAnswer<T> {
  status: number;
  headers: Headers;
  body: T & Partial<ApiErrorBody> & { readonly [detail: string]: unknown };
}

/** The typed API client of the tests: `call` throws ApiError on error answers, `answer` returns any status. */
export interface TestClient extends ApiClient {
  answer<R extends CallableRoute>(route: R, ...args: CallArgs<R>): Promise<TestAnswer<RouteResponse<R>>>;
}

/**
 * The typed API client of the test platform, calling as the holder of `token` (anonymous without one), through
 * the test gateway or another instance of it at `baseUrl`.
 */
export function clientFor(token?: string, baseUrl = GATEWAY_URL): TestClient {
  return createApiClient({ baseUrl, headers: (): Record<string, string> => (token ? { authorization: `Bearer ${token}` } : {}) }) as TestClient;
}

/** The body a route takes, as a caller writes it (e.g. `BodyOf<typeof Api.withdrawals.create>`). */
export type BodyOf<R extends RouteDeclaration> = RouteInput<R>['body'];

/** The query a route takes, as a caller writes it. */
export type QueryOf<R extends RouteDeclaration> = NonNullable<RouteInput<R>['query']>;
