import type { PreRequestHook } from '@nestjs/common';
import type { NatsContext } from '@nestjs/microservices';
import { Observable } from 'rxjs';
import { REQUEST_ID_HEADER, requestIdFrom, withRequestId } from '../logging/request-context.js';
import { rpcHandled, rpcHandleSeconds } from '../observability/metrics.js';
import { endSpan, extractTraceContext, startServerSpan, traceContext } from '../observability/tracing.js';

/**
 * Handles each NATS message as part of the request named in its `x-request-id` header (a new id
 * when there is none), so every log line of the handler and every RPC call it makes carries it.
 */
export const requestIdHook: PreRequestHook = (context, next) => {
  const nats = context.switchToRpc().getContext<NatsContext>();
  const headers = nats.getHeaders() as { get(name: string): string } | undefined;
  const requestId = requestIdFrom(headers?.get(REQUEST_ID_HEADER));
  const subject = nats.getSubject();
  return new Observable((subscriber) => {
    const stopTimer = rpcHandleSeconds.startTimer({ subject });
    // the caller's trace continues here (traceparent header); the handler's database queries are its children
    const { span, ctx } = startServerSpan(
      `nats ${subject}`,
      extractTraceContext((key) => headers?.get(key)),
      { 'messaging.system': 'nats', 'messaging.destination.name': subject },
    );
    const done = (outcome: string) => {
      stopTimer();
      rpcHandled.inc({ subject, outcome });
      endSpan(span, outcome === 'ok' ? undefined : outcome);
    };
    // Subscribing inside the context puts the whole pipeline (pipes, handler, error mapping) in it.
    const subscription = traceContext.with(ctx, () =>
      withRequestId(requestId, () =>
        next().subscribe({
          next: (value) => subscriber.next(value),
          error: (error: unknown) => {
            done(errorCode(error));
            subscriber.error(error);
          },
          complete: () => {
            done('ok');
            subscriber.complete();
          },
        }),
      ),
    );
    return () => subscription.unsubscribe();
  });
};

function errorCode(error: unknown): string {
  const e = error as { getError?: () => unknown; code?: unknown } | undefined;
  const body = (typeof e?.getError === 'function' ? e.getError() : e) as { code?: unknown } | undefined;
  return typeof body?.code === 'string' ? body.code : 'error';
}
