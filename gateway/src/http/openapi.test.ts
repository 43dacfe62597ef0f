import { test } from '@jest/globals';
import assert from 'node:assert/strict';
import { Validator } from '@seriousme/openapi-schema-validator';
import { Ajv2020 } from 'ajv/dist/2020.js';
import { Api, allRoutes, isValidGrantNumber, isWeakPin, validateRegistration } from '@portal/contracts';
import { buildOpenApiDocument } from './openapi.js';
import { coverageProblems } from './route-coverage.js';

test('the OpenAPI document has every declared route with its request and response schemas', () => {
  const document = buildOpenApiDocument();
  for (const { name, declaration } of allRoutes()) {
    const path = declaration.path.replace(/:([A-Za-z0-9_]+)/g, '{$1}');
    const operation = (
      document.paths?.[path] as Record<string, { operationId?: string; responses?: Record<string, { content?: object }>; requestBody?: object }> | undefined
    )?.[declaration.method.toLowerCase()];
    assert.ok(operation, `${name} is documented`);
    assert.equal(operation.operationId, name);
    assert.ok(operation.responses?.[String(declaration.status ?? 200)]?.content, `${name} documents its answer`);
    if (declaration.body) assert.ok(operation.requestBody, `${name} documents its body`);
    if (declaration.access !== 'public') assert.ok(operation.responses?.['401'], `${name} documents 401`);
    assert.ok(operation.responses?.['429'], `${name} documents 429 (rate limit)`);
  }
  const create = (document.paths?.['/api/withdrawals'] as { post: { requestBody: { content: Record<string, { schema: { properties?: object } }> } } }).post;
  assert.ok(Object.keys(create.requestBody.content['application/json']!.schema.properties ?? {}).includes('idempotencyKey'));
});

test('the coverage check names declared routes that no handler serves, or that two handlers serve', () => {
  const all = allRoutes().map((r) => r.declaration);
  assert.deepEqual(coverageProblems(all), []);
  const missing = all.filter((d) => d !== Api.pin.remove);
  assert.deepEqual(coverageProblems(missing), ['pin.remove (DELETE /api/pin) is served 0 times']);
  assert.deepEqual(coverageProblems([...all, Api.pin.remove]), ['pin.remove (DELETE /api/pin) is served 2 times']);
});

/** Every Schema Object of the document with where it sits: components, parameters, bodies, answers and their headers. */
function schemaObjects(document: unknown): [string, object][] {
  const found: [string, object][] = [];
  const walk = (node: unknown, at: string): void => {
    if (!node || typeof node !== 'object') return;
    for (const [key, value] of Object.entries(node)) {
      if (key === 'schema' && value && typeof value === 'object') found.push([`${at}.schema`, value]);
      else if (key === 'schemas' && at === '$.components')
        for (const [name, schema] of Object.entries(value as object)) found.push([`${at}.schemas.${name}`, schema as object]);
      else walk(value, `${at}.${key}`);
    }
  };
  walk(document, '$');
  return found;
}

test('the served document is valid OpenAPI 3.1 and every schema in it is valid JSON Schema 2020-12', async () => {
  // The served JSON, not the object: what a client reads.
  const served: unknown = JSON.parse(JSON.stringify(buildOpenApiDocument()));
  const result = await new Validator().validate(served as Parameters<Validator['validate']>[0]);
  assert.deepEqual(result.errors ?? [], [], 'the document follows the OpenAPI 3.1 schema');
  assert.equal(result.valid, true);
  // The OpenAPI schema takes any object as a Schema Object; the 3.1 dialect is JSON Schema 2020-12.
  const ajv = new Ajv2020({ strict: false });
  const invalid = schemaObjects(served)
    .filter(([, schema]) => !ajv.validateSchema(schema))
    .map(([at]) => `${at}: ${ajv.errorsText(ajv.errors)}`);
  assert.deepEqual(invalid, []);
});

type Operation = {
  requestBody?: { required?: boolean; content: Record<string, { schema: Record<string, unknown> }> };
  responses: Record<string, { content?: Record<string, { schema: Record<string, unknown> }> }>;
};
const operationOf = (document: ReturnType<typeof buildOpenApiDocument>, path: string, method: string) =>
  (document.paths?.[path] as Record<string, Operation>)[method]!;

test('a fixed-length list of one type is an array with its length, not a tuple', () => {
  const document = buildOpenApiDocument();
  assert.ok(
    !JSON.stringify(document).includes('prefixItems'),
    'no tuple schema: tools that read 3.1 schemas through older drafts take `prefixItems` for a list of schemas',
  );
  const dashboard = operationOf(document, '/api/dashboard', 'get').responses['200']!.content!['application/json']!.schema;
  const grant = (dashboard.properties as Record<string, { anyOf: { properties?: Record<string, unknown> }[] }>).grant.anyOf.find((s) => s.properties)!;
  assert.deepEqual(grant.properties!.quarterUsedCents, {
    type: 'array',
    items: { type: 'integer', minimum: Number.MIN_SAFE_INTEGER, maximum: Number.MAX_SAFE_INTEGER },
    minItems: 4,
    maxItems: 4,
  });
});

test('a body whose every field is optional is documented as optional; others as required', () => {
  const document = buildOpenApiDocument();
  assert.equal(operationOf(document, '/api/pin', 'delete').requestBody?.required, false);
  assert.equal(operationOf(document, '/api/admin/support/tickets/{id}/resolve', 'post').requestBody?.required, false);
  assert.equal(operationOf(document, '/api/pin', 'put').requestBody?.required, true);
  assert.equal(operationOf(document, '/api/kyc/documents', 'post').requestBody?.required, true);
});

test('every operation documents 431 and the rate limit; every one that takes input documents 400', () => {
  const document = buildOpenApiDocument();
  for (const { name, declaration } of allRoutes()) {
    const op = operationOf(document, declaration.path.replace(/:([A-Za-z0-9_]+)/g, '{$1}'), declaration.method.toLowerCase());
    assert.ok(op.responses['431']?.content?.['application/json'], `${name} documents 431 in the error shape`);
    if (declaration.params || declaration.query || declaration.body) assert.ok(op.responses['400'], `${name} documents 400`);
  }
});

test('no text or key of an input may hold a NUL character, declared or not', () => {
  const document = buildOpenApiDocument();
  const body = operationOf(document, '/api/auth/register', 'post').requestBody!.content['application/json']!.schema;
  const nulFree = '^[^\\u0000]*$';
  const fields = body.properties as Record<string, { pattern?: string; allOf?: object[]; anyOf?: { pattern?: string }[] }>;
  assert.equal(fields.mobile!.anyOf![0]!.pattern, nulFree, 'a text field without a rule of its own');
  assert.deepEqual(fields.firstName!.allOf, [{ pattern: nulFree }], 'a text field with a pattern of its own');
  assert.deepEqual(body.propertyNames, { pattern: nulFree });
  assert.deepEqual(body.additionalProperties, { $ref: '#/components/schemas/NulFreeValue' });
  assert.ok(document.components?.schemas?.NulFreeValue);
  const withdrawal = operationOf(document, '/api/withdrawals', 'post').requestBody!.content['application/json']!.schema;
  assert.deepEqual((withdrawal.properties as Record<string, { additionalProperties?: unknown }>).methodDetails!.additionalProperties, {
    $ref: '#/components/schemas/NulFreeValue',
  });
  const pattern = new RegExp(nulFree);
  assert.ok(pattern.test('Ann') && !pattern.test('A\u0000nn'));
});

/** The JSON Schema of one field of an operation's JSON body. */
function bodyField(path: string, method: string, field: string): Record<string, unknown> {
  const body = operationOf(buildOpenApiDocument(), path, method).requestBody!.content['application/json']!.schema;
  return (body.properties as Record<string, Record<string, unknown>>)[field]!;
}
const matches = (schema: Record<string, unknown>, value: string) => new RegExp(schema.pattern as string, 'u').test(value);

test('the rules the services check reach the document, and agree with the checks', () => {
  const grant = bodyField('/api/auth/register', 'post', 'grantNumber');
  for (const value of ['UNSEAF-2024/GR-0001', ' unseaf-2024/gr-0001\u00a0', 'UNſEAF-2024/GR-0001', 'UNSEAF-24/GR-0001', '', 'UNSEAF-2024/GR-0001x'])
    assert.equal(matches(grant, value), isValidGrantNumber(value), JSON.stringify(value));
  const email = bodyField('/api/auth/register', 'post', 'email');
  const base = { grantNumber: 'UNSEAF-2024/GR-0001', firstName: 'A', lastName: 'B', password: 'secret1', confirmPassword: 'secret1' };
  for (const value of ['a@b.co', ' A@B.CO ', 'a b@c.d', 'a@b', '', '@b.c', 'a@b.c@d.e'])
    assert.equal(matches(email, value), validateRegistration({ ...base, email: value }) === null, JSON.stringify(value));
  for (const field of ['firstName', 'lastName']) {
    const name = bodyField('/api/auth/register', 'post', field);
    assert.ok(matches(name, ' Ann') && !matches(name, ' \t\u3000') && !matches(name, ''), field);
  }
  for (const [path, method, field] of [
    ['/api/auth/register', 'post', 'password'],
    ['/api/auth/reset-password', 'post', 'password'],
    ['/api/me/password', 'post', 'newPassword'],
  ] as const) {
    const password = bodyField(path, method, field);
    assert.equal(password.minLength, 6, `${path} ${field}`);
    assert.equal(password.maxLength, 128, `${path} ${field}`);
  }
  const forgot = bodyField('/api/auth/forgot-password', 'post', 'email');
  assert.ok(matches(forgot, ' someone ') && !matches(forgot, '  ') && !matches(forgot, 'a\u0085b'));
  for (const [path, method] of [
    ['/api/pin', 'put'],
    ['/api/pin/reset', 'post'],
  ] as const) {
    const pin = bodyField(path, method, 'pin');
    assert.ok(matches(pin, '135790') && !matches(pin, '13579') && !matches(pin, '١٢٣٤٥٦'), path);
    assert.ok((pin.not as { enum: string[] }).enum.every(isWeakPin) && (pin.not as { enum: string[] }).enum.includes('123456'), path);
  }
  for (const path of ['/api/transfers', '/api/withdrawals', '/api/project-payments']) assert.equal(bodyField(path, 'post', 'pin').pattern, '^[0-9]{6}$', path);
  assert.deepEqual(bodyField('/api/withdrawals', 'post', 'method').not, { const: '' });
  assert.deepEqual(bodyField('/api/admin/support/tickets/{id}/status', 'put', 'status').not, { const: 'open' });
  assert.ok(Array.isArray(bodyField('/api/project-payments', 'post', 'category').enum));
});
