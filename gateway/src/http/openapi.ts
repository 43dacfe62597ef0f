import { STAFF_ROLES, allRoutes, isRaw, staffMayCall, type RouteDeclaration } from '@portal/contracts';
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
  431: 'Request headers too large',
  503: 'A part of the platform is down',
};

/**
 * The error statuses a route can answer: what its access rule implies, invalid input (400) where it takes
 * any, headers too large (431) and its rate limit (429) everywhere, plus what it declares.
 */
export function errorStatuses(declaration: RouteDeclaration): number[] {
  const implied = [...(declaration.access === 'public' ? [] : [401, 403]), 429, 431];
  const input = declaration.params || declaration.query || declaration.body ? [400] : [];
  return [...new Set([...implied, ...input, ...(declaration.errors ?? [])])].sort();
}

/** The gateway refuses a NUL character anywhere in an input (PostgreSQL and Keycloak cannot store it). */
const NUL_FREE = '^[^\\u0000]*$';
const NUL_FREE_VALUE = 'NulFreeValue';

/** Any JSON value without a NUL character in a string or a key: what an input may carry beside its declared fields. */
const nulFreeValue = {
  anyOf: [
    { type: 'string', pattern: NUL_FREE },
    { type: ['number', 'boolean', 'null'] },
    { type: 'array', items: { $ref: `#/components/schemas/${NUL_FREE_VALUE}` } },
    { type: 'object', propertyNames: { pattern: NUL_FREE }, additionalProperties: { $ref: `#/components/schemas/${NUL_FREE_VALUE}` } },
  ],
};

type JsonSchema = Record<string, unknown>;

/** A schema that takes any JSON value (absent, `true` or `{}`). */
const anyValue = (value: unknown) => value === undefined || value === true || (typeof value === 'object' && value !== null && !Object.keys(value).length);

/**
 * Writes the gateway's input rules that zod does not carry into a request schema: no NUL in any text or key
 * (declared fields, and whatever extra fields the server ignores). Changes the schema in place.
 */
function refuseNul(schema: unknown): void {
  if (!schema || typeof schema !== 'object') return;
  if (Array.isArray(schema)) return schema.forEach(refuseNul);
  const node = schema as JsonSchema;
  for (const [key, value] of Object.entries(node)) if (key !== 'enum' && key !== 'const' && key !== 'examples' && key !== 'default') refuseNul(value);
  const types = ([] as unknown[]).concat(node.type ?? []);
  if (types.includes('string') && node.enum === undefined && node.const === undefined) {
    if (node.pattern === undefined) node.pattern = NUL_FREE;
    else if (node.pattern !== NUL_FREE) node.allOf = [...((node.allOf as unknown[]) ?? []), { pattern: NUL_FREE }];
  }
  if (types.includes('object')) {
    node.propertyNames = { pattern: NUL_FREE };
    if (anyValue(node.additionalProperties)) node.additionalProperties = { $ref: `#/components/schemas/${NUL_FREE_VALUE}` };
    const properties = (node.properties ?? {}) as Record<string, unknown>;
    for (const [name, value] of Object.entries(properties)) if (anyValue(value)) properties[name] = { $ref: `#/components/schemas/${NUL_FREE_VALUE}` };
  }
}

/**
 * A tuple of one element type (`prefixItems` of equal schemas, nothing after them) as an array of that type
 * with a fixed length: the same rule, in the form every OpenAPI tool reads. Changes the schema in place.
 */
function tuplesAsArrays(schema: unknown): void {
  if (!schema || typeof schema !== 'object') return;
  if (Array.isArray(schema)) return schema.forEach(tuplesAsArrays);
  const node = schema as JsonSchema;
  Object.values(node).forEach(tuplesAsArrays);
  const prefix = node.prefixItems as unknown[] | undefined;
  if (!prefix?.length || node.items !== false || !prefix.every((item) => JSON.stringify(item) === JSON.stringify(prefix[0]))) return;
  delete node.prefixItems;
  Object.assign(node, { items: prefix[0], minItems: prefix.length, maxItems: prefix.length });
}

/** The API's one upload (the KYC document) sends its file in the multipart field `file`. */
const MultipartUploadSchema = z.object({ file: z.string().meta({ format: 'binary' }) });

function content(schema: z.ZodType | { raw: string }) {
  if (!isRaw(schema)) return { 'application/json': { schema } };
  return { [schema.raw]: { schema: schema.raw === 'multipart/form-data' ? MultipartUploadSchema : z.string().meta({ format: 'binary' }) } };
}

function operation(name: string, declaration: RouteDeclaration): ZodOpenApiOperationObject {
  const responses: ZodOpenApiResponsesObject = {
    [String(declaration.status ?? 200)]: { description: 'Success', content: content(declaration.response) },
  };
  for (const status of errorStatuses(declaration)) {
    responses[String(status) as `4${string}`] = { description: ERROR_TEXT[status] ?? 'Error', content: { 'application/json': { schema: ErrorBodySchema } } };
  }
  // An admin route names the staff roles that may call it too (the contracts' staffMayCall).
  const staff = Object.values(STAFF_ROLES).filter((role) => staffMayCall(declaration, [role]));
  const access =
    declaration.access + (declaration.access === 'admin' && staff.length ? ` or ${staff.join(', ')}` : '') + (declaration.kycRequired ? ', approved KYC' : '');
  return {
    operationId: name,
    summary: declaration.summary,
    description: `Access: ${access}.`,
    tags: [declaration.tag],
    ...(declaration.access === 'public' ? {} : { security: [{ bearer: [] }] }),
    requestParams: { ...(declaration.params ? { path: declaration.params } : {}), ...(declaration.query ? { query: declaration.query } : {}) },
    // A body whose every field is optional may be left out: the server reads it as `{}`, with every rule applied.
    ...(declaration.body
      ? { requestBody: { required: isRaw(declaration.body) || !declaration.body.safeParse({}).success, content: content(declaration.body) } }
      : {}),
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
  const document = createDocument({
    openapi: '3.1.0',
    info: {
      title: 'UNSEAF Grant Portal API',
      version: '0.2.0',
      description:
        'Errors are `{ statusCode, code, message }`. Amounts are integer cents. A method a path does not serve is answered 405 with an `Allow` header. No text or key of an input may contain a NUL character.',
    },
    components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
    paths,
  });
  for (const item of Object.values(document.paths ?? {}))
    for (const op of Object.values(
      item as Record<string, { parameters?: { schema?: unknown }[]; requestBody?: { content?: Record<string, { schema?: unknown }> } }>,
    )) {
      for (const parameter of op.parameters ?? []) refuseNul(parameter.schema);
      for (const [type, media] of Object.entries(op.requestBody?.content ?? {})) if (type === 'application/json') refuseNul(media.schema);
    }
  tuplesAsArrays(document.paths);
  document.components = { ...document.components, schemas: { ...document.components?.schemas, [NUL_FREE_VALUE]: nulFreeValue as never } };
  return document;
}
