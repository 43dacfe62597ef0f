import { Delete, Get, HttpCode, Post, Put, SetMetadata, applyDecorators, createParamDecorator, type ExecutionContext } from '@nestjs/common';
import { ErrorCodes, GenericMessages, isRaw, type HttpMethod, type RouteDeclaration, type RouteRequest, type RouteResponse } from '@portal/contracts';
import type { z } from 'zod';
import { ApiError } from './api-error.js';

/** Metadata key under which a handler keeps the route declaration it serves. */
export const ROUTE_DECLARATION = 'portal:route';

const METHOD_DECORATORS: Record<HttpMethod, (path: string) => MethodDecorator> = { GET: Get, POST: Post, PUT: Put, DELETE: Delete };

/**
 * JSON routes must answer their declared type; raw routes (CSV, files), and routes that choose their
 * own status, write the reply themselves (`@Res()`) and return nothing.
 */
type HandlerResult<R extends RouteDeclaration> = (R['response'] extends z.ZodType ? RouteResponse<R> : never) | void;
type Handler<R extends RouteDeclaration> = (...args: never[]) => Promise<HandlerResult<R>> | HandlerResult<R>;

/**
 * Serves a route declared in `@portal/contracts`' `Api`: method, path and success status come from
 * the declaration, the guard reads its access rule and KYC requirement, `@RouteInput()` validates its
 * params/query/body, and the response interceptor checks the answer against its response schema.
 */
export function Endpoint<R extends RouteDeclaration>(declaration: R) {
  const decorate = applyDecorators(
    METHOD_DECORATORS[declaration.method](declaration.path.slice(1)),
    HttpCode(declaration.status ?? 200),
    SetMetadata(ROUTE_DECLARATION, declaration),
  );
  return <H extends Handler<R>>(target: object, key: string | symbol, descriptor: TypedPropertyDescriptor<H>): void => {
    decorate(target, key, descriptor);
  };
}

export function routeOf(context: ExecutionContext): RouteDeclaration | undefined {
  return Reflect.getMetadata(ROUTE_DECLARATION, context.getHandler()) as RouteDeclaration | undefined;
}

/** The first problem of a failed parse as one clear sentence: `field: message`. */
export function validationError(error: z.ZodError): ApiError {
  const issue = error.issues[0];
  const field = issue?.path.length ? `${issue.path.join('.')}: ` : '';
  return new ApiError(400, ErrorCodes.validationFailed, `${field}${issue?.message ?? 'Invalid request'}`);
}

/** Where a NUL character hides in an input (PostgreSQL and Keycloak refuse it with an error, not a 400), or undefined. */
function nulPath(value: unknown, path: (string | number)[] = []): (string | number)[] | undefined {
  if (typeof value === 'string') return value.includes('\u0000') ? path : undefined;
  if (Array.isArray(value)) {
    for (const [i, item] of value.entries()) {
      const found = nulPath(item, [...path, i]);
      if (found) return found;
    }
  } else if (value && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      const found = nulPath(key, [...path, key]) ?? nulPath(item, [...path, key]);
      if (found) return found;
    }
  }
  return undefined;
}

function parsePart(schema: z.ZodType | undefined, value: unknown): unknown {
  if (!schema) return {};
  const nul = nulPath(value);
  if (nul) throw new ApiError(400, ErrorCodes.validationFailed, `${nul.length ? `${nul.join('.')}: ` : ''}${GenericMessages.nulCharacter}`);
  // An absent part is an empty object (every field optional); a JSON `null` is a value the schema refuses.
  const result = schema.safeParse(value === undefined ? {} : value);
  if (!result.success) throw validationError(result.error);
  return result.data;
}

interface RawRequest {
  params?: unknown;
  query?: unknown;
  body?: unknown;
}

/** The route's params, query and body, validated with the declared schemas (bad input: 400, nothing done). */
export const RouteInput = createParamDecorator((_: unknown, context: ExecutionContext): RouteRequest<RouteDeclaration> => {
  const declaration = routeOf(context);
  if (!declaration) throw new Error('@RouteInput() used on a handler without @Endpoint()');
  const request = context.switchToHttp().getRequest<RawRequest>();
  return {
    params: parsePart(declaration.params, request.params),
    query: parsePart(declaration.query, request.query),
    body: declaration.body && !isRaw(declaration.body) ? parsePart(declaration.body, request.body) : undefined,
  } as RouteRequest<RouteDeclaration>;
});
