import { AsyncLocalStorage } from 'node:async_hooks';
import { randomUUID } from 'node:crypto';

/** The header that carries a request's id: on HTTP requests and responses, and on NATS messages. */
export const REQUEST_ID_HEADER = 'x-request-id';

/** A caller's id is kept when it is short and plain; anything else is replaced, so it cannot flood or garble the logs. */
const ACCEPTED_REQUEST_ID = /^[\w.:@-]{1,128}$/;

const requestIds = new AsyncLocalStorage<string>();

/** The id to handle a request under: the one the caller sent when it is acceptable, else a fresh UUID. */
export function requestIdFrom(sent: unknown): string {
  const value = Array.isArray(sent) ? sent[0] : sent;
  return typeof value === 'string' && ACCEPTED_REQUEST_ID.test(value) ? value : randomUUID();
}

/** Runs `work` (and everything it awaits or schedules) as part of the request with this id. */
export function withRequestId<T>(requestId: string, work: () => T): T {
  return requestIds.run(requestId, work);
}

/** The id of the request the calling code runs for, if any. */
export function currentRequestId(): string | undefined {
  return requestIds.getStore();
}
