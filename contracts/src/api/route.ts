import type { z } from 'zod';
import type { RateLimitClass } from '../rate-limits.js';
import type { StaffRole } from './staff.js';

/** Who may call a route; the gateway's guard enforces it from this declaration. */
export type RouteAccess =
  /** No token needed. */
  | 'public'
  /** Any valid portal token (recipient or admin); recipients still need an approved/active account, admins the second factor. */
  | 'signedIn'
  /** Recipients only, with an approved or active account. */
  | 'recipient'
  /**
   * The back office, signed in with the second factor (every staff token needs it, on every non-public route):
   * the admin realm role, the staff roles the route names in `staff`, and the auditor on reads (`staffMayCall`).
   */
  | 'admin';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** A body or answer that is not JSON (a CSV export, a document download, a multipart upload). */
export interface RawContent {
  readonly raw: string;
}

export interface RouteDeclaration {
  readonly method: HttpMethod;
  /** The public path with `:name` parameters, e.g. `/api/withdrawals/:id/receipt`. */
  readonly path: `/api/${string}`;
  readonly summary: string;
  /** The OpenAPI tag (one per feature). */
  readonly tag: string;
  readonly access: RouteAccess;
  /** An admin route: the staff roles besides the admin that may call it (the auditor reads every admin route without being named). */
  readonly staff?: readonly StaffRole[];
  /** Recipients need an approved KYC on this route; the value is the feature's refusal text. */
  readonly kycRequired?: string;
  readonly params?: z.ZodObject;
  readonly query?: z.ZodObject;
  readonly body?: z.ZodType | RawContent;
  /** The answer: a schema for JSON, or the content type of a raw answer. */
  readonly response: z.ZodType | RawContent;
  /** The success status (200 when not given). */
  readonly status?: 200 | 201;
  /** Error statuses the route answers besides the ones its access rule implies (401/403). */
  readonly errors?: readonly number[];
  /** The request budget it counts against (default: `read` for GET, `write` otherwise). */
  readonly rateLimit?: RateLimitClass;
}

/** The request budget a route counts against. */
export function rateLimitOf(declaration: RouteDeclaration): RateLimitClass {
  return declaration.rateLimit ?? (declaration.method === 'GET' ? 'read' : 'write');
}

/** Declares a route; the literal types are kept so that clients and handlers are typed from it. */
export function route<const R extends RouteDeclaration>(declaration: R): R {
  return declaration;
}

export function isRaw(value: unknown): value is RawContent {
  return typeof value === 'object' && value !== null && typeof (value as RawContent).raw === 'string';
}

type SchemaInput<S> = S extends z.ZodType ? z.input<S> : never;
type SchemaOutput<S> = S extends z.ZodType ? z.output<S> : never;

/**
 * What a browser calls a route with: its method, path and access rule, and whether its body or answer is raw,
 * without the schemas (the browser's `Api`, api/route-table.ts, holds these). Its input and answer types come
 * from the declaration it was made from.
 */
export interface BrowserRoute<R extends RouteDeclaration = RouteDeclaration> {
  readonly method: R['method'];
  readonly path: R['path'];
  readonly access: R['access'];
  readonly staff?: RouteDeclaration['staff'];
  /** Only on routes whose body is not JSON. */
  readonly body?: RawContent;
  /** Only on routes whose answer is not JSON. */
  readonly response?: RawContent;
  /** Types only, never set: the declaration the route's input and answer types come from. */
  readonly declaration?: R;
}

/** A route as a client calls it: the full declaration (servers, tests) or the browser's line of it. */
export type CallableRoute = RouteDeclaration | BrowserRoute;

/** The declaration behind a callable route. */
export type DeclarationOf<C extends CallableRoute> = C extends RouteDeclaration ? C : C extends BrowserRoute<infer R> ? R : never;

/** Every route of a group of declarations (such as `typeof Api`) as the browser's line of it. */
export type BrowserRoutes<T> = { readonly [K in keyof T]: T[K] extends RouteDeclaration ? BrowserRoute<T[K]> : BrowserRoutes<T[K]> };

/** The browser's line of a declaration: what `BrowserRoute` keeps of it. */
export function browserRoute<R extends RouteDeclaration>(declaration: R): BrowserRoute<R> {
  const { method, path, access, staff, body, response } = declaration;
  return {
    method,
    path,
    access,
    ...(staff ? { staff } : {}),
    ...(isRaw(body) ? { body: { raw: body.raw } } : {}),
    ...(isRaw(response) ? { response: { raw: response.raw } } : {}),
  };
}

type DeclaredInput<R extends RouteDeclaration> = (R['params'] extends z.ZodObject ? { params: SchemaInput<R['params']> } : { params?: undefined }) &
  (R['query'] extends z.ZodObject ? { query?: SchemaInput<R['query']> } : { query?: undefined }) &
  (R['body'] extends z.ZodType ? { body: SchemaInput<R['body']> } : R['body'] extends RawContent ? { body: BodyInit } : { body?: undefined });

/** What a caller passes: the path parameters, the query and the body the route declares (all typed). */
export type RouteInput<C extends CallableRoute> = DeclaredInput<DeclarationOf<C>>;

/** What the gateway's handler receives after validation. */
export type RouteRequest<R extends RouteDeclaration> = {
  params: R['params'] extends z.ZodObject ? SchemaOutput<R['params']> : Record<string, never>;
  query: R['query'] extends z.ZodObject ? SchemaOutput<R['query']> : Record<string, never>;
  body: R['body'] extends z.ZodType ? SchemaOutput<R['body']> : undefined;
};

type DeclaredResponse<R extends RouteDeclaration> = R['response'] extends z.ZodType ? z.output<R['response']> : Blob;

/** What the route answers: the parsed JSON, or the raw text/bytes. */
export type RouteResponse<C extends CallableRoute> = DeclaredResponse<DeclarationOf<C>>;

type DeclaredInputOptional<R extends RouteDeclaration> = R['params'] extends z.ZodObject ? false : R['body'] extends z.ZodType | RawContent ? false : true;

/** True when every input part of the route is optional (the client then takes no input argument). */
export type InputOptional<C extends CallableRoute> = DeclaredInputOptional<DeclarationOf<C>>;

/** `/api/withdrawals/:id/receipt` with `{ id }` → `/api/withdrawals/<id>/receipt` (each value URI-encoded). */
export function buildPath(path: string, params: Record<string, string | number> | undefined): string {
  return path.replace(/:([A-Za-z0-9_]+)/g, (_, name: string) => {
    const value = params?.[name];
    if (value === undefined || value === '') throw new Error(`missing path parameter "${name}" for ${path}`);
    return encodeURIComponent(String(value));
  });
}

/** The query string of a call (undefined, null and empty values left out), with its leading `?`, or ''. */
export function buildQuery(query: Record<string, unknown> | undefined): string {
  if (!query) return '';
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null || value === '') continue;
    search.set(key, String(value));
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}

/** The path and query of a call, e.g. for a link or an upload made outside the client. */
export function routeUrl<R extends CallableRoute>(declaration: R, input?: Pick<RouteInput<R>, 'params' | 'query'>): string {
  return buildPath(declaration.path, input?.params as Record<string, string> | undefined) + buildQuery(input?.query as Record<string, unknown> | undefined);
}
