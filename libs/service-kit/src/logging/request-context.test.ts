import { test } from '@jest/globals';
import assert from 'node:assert/strict';
import { setImmediate as tick } from 'node:timers/promises';
import { currentRequestId, requestIdFrom, withRequestId } from './request-context.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

test("a caller's plain request id is kept", () => {
  assert.equal(requestIdFrom('req-42.a:b@c_d'), 'req-42.a:b@c_d');
  assert.equal(requestIdFrom(['first-id', 'second-id']), 'first-id');
});

test('a missing, oversized or garbled request id is replaced by a fresh UUID', () => {
  for (const sent of [undefined, '', 'x'.repeat(129), 'two words', 'line\nbreak', 42]) {
    assert.match(requestIdFrom(sent), UUID, `replaced ${JSON.stringify(sent)}`);
  }
  assert.notEqual(requestIdFrom(undefined), requestIdFrom(undefined));
});

test('the request id follows the work across awaits and stays inside it', async () => {
  assert.equal(currentRequestId(), undefined);
  const seen = await withRequestId('outer', async () => {
    await tick();
    const inner = await withRequestId('inner', async () => {
      await tick();
      return currentRequestId();
    });
    return [currentRequestId(), inner];
  });
  assert.deepEqual(seen, ['outer', 'inner']);
  assert.equal(currentRequestId(), undefined);
});
