import { test } from '@jest/globals';
import assert from 'node:assert/strict';
import { Api, allRoutes } from '@portal/contracts';
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
