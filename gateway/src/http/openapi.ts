import { allRoutes, isRaw, type RouteDeclaration } from '@portal/contracts';
import { z } from 'zod';
import { createDocument, type ZodOpenApiOperationObject, type ZodOpenApiPathsObject, type ZodOpenApiResponsesObject } from 'zod-openapi';

const ErrorBodySchema = z.object({ statusCode: z.number().int(), code: z.string(), message: z.string() }).meta({ id: 'ApiError' });

const ERROR_TEXT: Record<number, string> = {
  400: 'Invalid input (nothing was changed)',
  401: 'No valid token',
  403: 'Not allowed (role, account status or KYC)',
  404: 'Not found',
  409: 'Conflict with the current state or a reused idempotency key',
  410: 'Gone (expired link)',
  413: 'Too large',
  415: 'Unsupported file type',
  423: 'Locked (PIN)',
  429: 'Too many requests (the Retry-After header says when to try again)',
  503: 'A part of the platform is down',
};

/** The error statuses a route can answer: what its access rule implies, its rate limit (429), plus what it declares. */
export function errorStatuses(declaration: RouteDeclaration): number[] {
  const implied = declaration.access === 'public' ? [429] : [401, 403, 429];
  return [...new Set([...implied, ...(declaration.errors ?? [])])].sort();
}

function content(schema: z.ZodType | { raw: string }) {
  return isRaw(schema) ? { [schema.raw]: { schema: z.string().meta({ format: 'binary' }) } } : { 'application/json': { schema } };
}

function operation(name: string, declaration: RouteDeclaration): ZodOpenApiOperationObject {
  const responses: ZodOpenApiResponsesObject = {
    [String(declaration.status ?? 200)]: { description: 'Success', content: content(declaration.response) },
  };
  for (const status of errorStatuses(declaration)) {
    responses[String(status) as `4${string}`] = { description: ERROR_TEXT[status] ?? 'Error', content: { 'application/json': { schema: ErrorBodySchema } } };
  }
  const access = declaration.access + (declaration.kycRequired ? ', approved KYC' : '');
  return {
    operationId: name,
    summary: declaration.summary,
    description: `Access: ${access}.`,
    tags: [declaration.tag],
    ...(declaration.access === 'public' ? {} : { security: [{ bearer: [] }] }),
    requestParams: { ...(declaration.params ? { path: declaration.params } : {}), ...(declaration.query ? { query: declaration.query } : {}) },
    ...(declaration.body ? { requestBody: { required: true, content: content(declaration.body) } } : {}),
    responses,
  };
}

/** The OpenAPI 3.1 document of every route declared in `@portal/contracts`, request and response schemas included. */
export function buildOpenApiDocument(): ReturnType<typeof createDocument> {
  const paths: ZodOpenApiPathsObject = {};
  for (const { name, declaration } of allRoutes()) {
    const path = declaration.path.replace(/:([A-Za-z0-9_]+)/g, '{$1}');
    paths[path] = { ...paths[path], [declaration.method.toLowerCase()]: operation(name, declaration) };
  }
  return createDocument({
    openapi: '3.1.0',
    info: { title: 'UNSEAF Grant Portal API', version: '0.2.0', description: 'Errors are `{ statusCode, code, message }`. Amounts are integer cents.' },
    components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
    paths,
  });
}
