import type { PreRequestHook } from '@nestjs/common';
import type { NatsContext } from '@nestjs/microservices';
import { Observable } from 'rxjs';
import { REQUEST_ID_HEADER, requestIdFrom, withRequestId } from '../logging/request-context.js';

/**
 * Handles each NATS message as part of the request named in its `x-request-id` header (a new id
 * when there is none), so every log line of the handler and every RPC call it makes carries it.
 */
export const requestIdHook: PreRequestHook = (context, next) => {
  const headers = context.switchToRpc().getContext<NatsContext>().getHeaders() as { get(name: string): string } | undefined;
  const requestId = requestIdFrom(headers?.get(REQUEST_ID_HEADER));
  return new Observable((subscriber) => {
    // Subscribing inside the context puts the whole pipeline (pipes, handler, error mapping) in it.
    const subscription = withRequestId(requestId, () => next().subscribe(subscriber));
    return () => subscription.unsubscribe();
  });
};
