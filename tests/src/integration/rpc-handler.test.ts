import { test, beforeAll, afterAll } from '@jest/globals';
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { Controller, Module, type INestMicroservice } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { Transport, type MicroserviceOptions } from '@nestjs/microservices';
import { connect } from '@nats-io/transport-node';
import { z } from 'zod';
import { ErrorCodes, type RpcContract } from '@portal/contracts';
import { RpcClient, RpcHandler, currentRequestId, requestIdHook, withRequestId } from '@portal/service-kit';
import '../support/nest-logs.js';
import { NATS_URL, NATS_AUTH, natsServers } from '../support/platform.js';

const Double = {
  subject: `test.double.${randomUUID()}`,
  request: z.object({ n: z.number().int() }),
  response: z.object({ doubled: z.number(), requestId: z.string().nullable() }),
} satisfies RpcContract<z.ZodType, z.ZodType>;

let handled = 0;

@Controller()
class DoubleController {
  @RpcHandler(Double)
  double(input: z.output<typeof Double.request>): z.output<typeof Double.response> {
    handled += 1;
    return { doubled: input.n * 2, requestId: currentRequestId() ?? null };
  }
}

@Module({ controllers: [DoubleController] })
class DoubleModule {}

let app: INestMicroservice;
let rpc: RpcClient;

beforeAll(async () => {
  app = await NestFactory.createMicroservice<MicroserviceOptions>(DoubleModule, {
    transport: Transport.NATS,
    options: { ...natsServers(), ...NATS_AUTH },
    logger: false,
  });
  app.registerPreRequestHook(requestIdHook);
  await app.listen();
  rpc = new RpcClient(NATS_URL);
  await rpc.connect();
});
afterAll(async () => {
  await rpc.close();
  await app.close();
});

test('@RpcHandler answers the contract subject with what the method returns for the validated payload', async () => {
  const answer = await rpc.call(Double, { n: 21 });
  assert.equal(answer.doubled, 42);
});

test('@RpcHandler answers a bad payload with the 400 VALIDATION_FAILED RPC error, without calling the method', async () => {
  const before = handled;
  const nc = await connect({ ...natsServers(), ...NATS_AUTH });
  try {
    const reply = await nc.request(Double.subject, JSON.stringify({ id: randomUUID(), pattern: Double.subject, data: { n: 'two' } }), { timeout: 5000 });
    const issue = Double.request.safeParse({ n: 'two' }).error!.issues[0]!;
    assert.deepEqual(reply.json<{ err: unknown }>().err, { rpc: true, statusCode: 400, code: ErrorCodes.validationFailed, message: `n: ${issue.message}` });
  } finally {
    await nc.drain();
  }
  assert.equal(handled, before);
});

test('a call made while handling a request carries its id; a message without one is handled under a fresh id', async () => {
  const carried = await withRequestId('req-from-gateway-1', () => rpc.call(Double, { n: 1 }));
  assert.equal(carried.requestId, 'req-from-gateway-1');
  const fresh = await rpc.call(Double, { n: 1 });
  assert.match(fresh.requestId ?? '', /^[0-9a-f-]{36}$/);
});
