import 'reflect-metadata';
import { test } from '@jest/globals';
import assert from 'node:assert/strict';
import { PATTERN_METADATA } from '@nestjs/microservices/constants.js';
import { Rpc, type RpcIn } from '@portal/contracts';
import { RpcHandler } from './rpc-handler.js';

class PinHandlers {
  seen: RpcIn<'pinStatus'>[] = [];

  @RpcHandler(Rpc.pinStatus)
  status(input: RpcIn<'pinStatus'>) {
    this.seen.push(input);
    return { hasPin: false, lockedUntil: null };
  }
}

test('a handler subscribes to its contract subject and gets the validated request', () => {
  const handlers = new PinHandlers();
  assert.deepEqual(Reflect.getMetadata(PATTERN_METADATA, PinHandlers.prototype.status), [Rpc.pinStatus.subject]);
  const userId = '0b7c8e1e-1f2a-4b3c-8d4e-5f6a7b8c9d0e';
  assert.deepEqual(handlers.status({ userId, extra: 'dropped' } as never), { hasPin: false, lockedUntil: null });
  assert.deepEqual(handlers.seen, [{ userId }]);
});

test('a bad request is refused with a 400 RPC error naming the field, and the handler does not run', () => {
  const handlers = new PinHandlers();
  assert.throws(
    () => handlers.status({ userId: 'not-a-uuid' }),
    (error: { getError(): { statusCode: number; code: string; message: string; rpc: boolean } }) => {
      const body = error.getError();
      return body.statusCode === 400 && body.code === 'VALIDATION_FAILED' && body.rpc === true && body.message.startsWith('userId: ');
    },
  );
  assert.deepEqual(handlers.seen, []);
});
