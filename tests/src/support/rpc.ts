import { randomUUID } from 'node:crypto';
import { connect, type NatsConnection } from '@nats-io/transport-node';
import { ErrorCodes, GenericMessages, isRpcErrorBody, type ApiErrorBody, type RpcContract } from '@portal/contracts';
import type { z } from 'zod';
import { NATS_AUTH, natsServers } from './platform.js';

/** A failed call: the error body the service answered with (503 when no service answered in time). */
export class NatsRpcError extends Error {
  constructor(readonly body: ApiErrorBody) {
    super(body.message);
    this.name = 'NatsRpcError';
  }
}

/** What a service's NestJS handler answers on the reply subject. */
interface Reply {
  response?: unknown;
  err?: unknown;
}

/**
 * The tests' request-reply client for the services' NATS handlers, as the test suite's own NATS user. It
 * speaks NestJS's wire format (`{ pattern, data, id }` out, `{ response | err, isDisposed }` back, one reply
 * for a handler that answers once) on a plain nats.js connection: the services' `RpcClient` (service-kit)
 * loads NestJS, which costs a Jest worker about a second of CPU in every test file that imports it. That
 * client itself is tested in messaging.test.ts and rpc-handler.test.ts. Requests and answers are checked
 * against the contract, as the services' client does.
 */
export class NatsRpc {
  private connection?: Promise<NatsConnection>;

  constructor(private readonly defaultTimeoutMs = 5000) {}

  connect(): Promise<NatsConnection> {
    this.connection ??= connect({ ...natsServers(), user: NATS_AUTH.user, pass: NATS_AUTH.pass, inboxPrefix: NATS_AUTH.inboxPrefix, maxReconnectAttempts: -1 });
    return this.connection;
  }

  async close(): Promise<void> {
    const connection = this.connection;
    this.connection = undefined;
    if (connection) await (await connection).close();
  }

  async call<Req extends z.ZodType, Res extends z.ZodType>(
    contract: RpcContract<Req, Res>,
    payload: z.input<Req>,
    { timeoutMs = this.defaultTimeoutMs }: { timeoutMs?: number } = {},
  ): Promise<z.output<Res>> {
    const request = contract.request.safeParse(payload);
    if (!request.success) {
      throw new NatsRpcError({ statusCode: 400, code: ErrorCodes.validationFailed, message: request.error.issues[0]?.message ?? 'Invalid request' });
    }
    const answer = contract.response.safeParse(await this.send(contract.subject, request.data, timeoutMs));
    if (!answer.success) throw new NatsRpcError({ statusCode: 502, code: ErrorCodes.internal, message: `Invalid answer on ${contract.subject}` });
    return answer.data;
  }

  /** Sends to a subject without a contract; the answer as the handler returned it. */
  async send(subject: string, data: unknown, timeoutMs = this.defaultTimeoutMs): Promise<unknown> {
    const connection = await this.connect();
    let reply: Reply;
    try {
      const message = await connection.request(subject, JSON.stringify({ pattern: subject, data, id: randomUUID() }), { timeout: timeoutMs });
      reply = message.json<Reply>();
    } catch (error) {
      if (/no responders|timeout/i.test(String((error as Error)?.message ?? error))) {
        throw new NatsRpcError({ statusCode: 503, code: ErrorCodes.serviceUnavailable, message: GenericMessages.serviceUnavailable });
      }
      throw error;
    }
    if (reply.err !== undefined && reply.err !== null) {
      if (isRpcErrorBody(reply.err)) throw new NatsRpcError({ statusCode: reply.err.statusCode, code: reply.err.code, message: reply.err.message });
      throw new NatsRpcError({ statusCode: 500, code: ErrorCodes.internal, message: GenericMessages.internal });
    }
    return reply.response;
  }
}
