import { ClientProxyFactory, NatsRecordBuilder, Transport, type ClientProxy } from '@nestjs/microservices';
import { headers as natsHeaders, type NatsConnection } from '@nats-io/transport-node';
import { firstValueFrom, timeout as rxTimeout, TimeoutError } from 'rxjs';
import { ErrorCodes, GenericMessages, isRpcErrorBody, type ApiErrorBody, type RpcContract } from '@portal/contracts';
import type { z } from 'zod';
import { REQUEST_ID_HEADER, currentRequestId } from '../logging/request-context.js';
import { natsAuth, type NatsAuth } from '../config.js';
import { natsTransportOptions } from '../connections.js';
import { ProcessConnectionClient } from '../nats/process-connection.js';
import { rpcCallErrors } from '../observability/metrics.js';
import { SpanKind, trace } from '@opentelemetry/api';
import { endSpan, injectTraceContext, traceContext, tracer } from '../observability/tracing.js';

/** A failed request-reply call, carrying the error body the remote side answered with. */
export class RpcCallError extends Error {
  constructor(readonly body: ApiErrorBody) {
    super(body.message);
    this.name = 'RpcCallError';
  }
}

export interface CallOptions {
  timeoutMs?: number;
}

/** The payload as it goes on the wire: with the current request's id in a header when there is one. */
function outgoing(payload: unknown): unknown {
  let headers: ReturnType<typeof natsHeaders> | undefined;
  const set = (key: string, value: string) => (headers ??= natsHeaders()).set(key, value);
  const requestId = currentRequestId();
  if (requestId) set(REQUEST_ID_HEADER, requestId);
  injectTraceContext(set); // W3C traceparent of the active span (nothing when tracing is off)
  return headers ? new NatsRecordBuilder(payload).setHeaders(headers).build() : payload;
}

/**
 * Sends request-reply messages over NATS. Validates the request before it leaves and the
 * answer when it arrives, so a drift between two services fails loudly at the boundary.
 * A call made while a request is handled carries that request's id (`x-request-id` header).
 * Given a connection (a service's process connection), it sends over that one and never closes it;
 * given a URL, it opens a connection of its own.
 */
export class RpcClient {
  private readonly proxy: ClientProxy;

  constructor(
    nats: string | NatsConnection,
    private readonly defaultTimeoutMs = 5000,
    auth: NatsAuth = natsAuth(),
  ) {
    this.proxy =
      typeof nats === 'string'
        ? ClientProxyFactory.create({ transport: Transport.NATS, options: { ...natsTransportOptions(nats), maxReconnectAttempts: -1, ...auth } })
        : // Replies come to this user's inbox prefix: the only inboxes its NATS permissions let it subscribe to.
          (new ProcessConnectionClient(nats, { ...(auth.inboxPrefix ? { inboxPrefix: auth.inboxPrefix } : {}) }) as unknown as ClientProxy);
  }

  async connect(): Promise<void> {
    await this.proxy.connect();
  }

  async close(): Promise<void> {
    await this.proxy.close();
  }

  async call<Req extends z.ZodType, Res extends z.ZodType>(
    contract: RpcContract<Req, Res>,
    payload: z.input<Req>,
    options: CallOptions = {},
  ): Promise<z.output<Res>> {
    const request = contract.request.safeParse(payload);
    if (!request.success) {
      throw new RpcCallError({ statusCode: 400, code: ErrorCodes.validationFailed, message: request.error.issues[0]?.message ?? 'Invalid request' });
    }
    const answer = await this.send(contract.subject, request.data, options.timeoutMs ?? this.defaultTimeoutMs);
    const response = contract.response.safeParse(answer);
    if (!response.success) {
      throw new RpcCallError({ statusCode: 502, code: ErrorCodes.internal, message: `Invalid answer on ${contract.subject}` });
    }
    return response.data;
  }

  /** Sends to a subject without a contract (health probes); still maps errors and time-outs. */
  async send(subject: string, payload: unknown, timeoutMs = this.defaultTimeoutMs): Promise<unknown> {
    const span = tracer.startSpan(`nats ${subject}`, {
      kind: SpanKind.CLIENT,
      attributes: { 'messaging.system': 'nats', 'messaging.destination.name': subject },
    });
    try {
      const answer = await traceContext.with(trace.setSpan(traceContext.active(), span), () =>
        firstValueFrom(this.proxy.send(subject, outgoing(payload)).pipe(rxTimeout(timeoutMs))),
      );
      span.end();
      return answer;
    } catch (error) {
      endSpan(span, isRpcErrorBody(error) ? error.code : String((error as Error)?.message ?? error));
      rpcCallErrors.inc({ subject, status: isRpcErrorBody(error) ? String(error.statusCode) : error instanceof TimeoutError ? 'timeout' : 'unavailable' });
      if (isRpcErrorBody(error)) {
        throw new RpcCallError({ statusCode: error.statusCode, code: error.code, message: error.message });
      }
      // No subscriber (EmptyResponseException: "There are no subscribers"), NATS "no responders" or our own time-out: the service is down.
      if (error instanceof TimeoutError || /no responders|no subscribers|timeout/i.test(String((error as Error)?.message ?? error))) {
        throw new RpcCallError({ statusCode: 503, code: ErrorCodes.serviceUnavailable, message: GenericMessages.serviceUnavailable });
      }
      throw new RpcCallError({ statusCode: 500, code: ErrorCodes.internal, message: GenericMessages.internal });
    }
  }
}
