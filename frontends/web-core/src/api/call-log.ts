import { useEffect, useState } from 'react';

/** One API call the page made, as the admin debug page logs it: nothing but the route, status, duration and request id. */
export interface ApiCallRecord {
  /** Counts up per page load. */
  seq: number;
  method: string;
  /** The path called, without its query string. */
  route: string;
  /** The answer's status; 0 when no answer came (a network failure). */
  status: number;
  durationMs: number;
  /** The gateway's `x-request-id`, to find the call in the services' logs. */
  requestId: string | null;
}

type Listener = (record: ApiCallRecord) => void;
const listeners = new Set<Listener>();
let seq = 0;

/** Hears every API call of the signed-in client as it completes; returns the unsubscribe. */
export function onApiCall(listener: Listener): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

const pathOf = (input: RequestInfo | URL): string => {
  const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
  return new URL(url, 'http://portal.invalid').pathname;
};

/** `fetch` that tells the listeners (when there are any) what each call answered and how long it took. */
export async function observedFetch(input: RequestInfo | URL, init?: RequestInit): Promise<Response> {
  if (listeners.size === 0) return fetch(input, init);
  const started = performance.now();
  const record = (status: number, requestId: string | null) => {
    const entry: ApiCallRecord = {
      seq: ++seq,
      method: (init?.method ?? 'GET').toUpperCase(),
      route: pathOf(input),
      status,
      durationMs: Math.round(performance.now() - started),
      requestId,
    };
    for (const listener of listeners) listener(entry);
  };
  try {
    const response = await fetch(input, init);
    record(response.status, response.headers.get('x-request-id'));
    return response;
  } catch (error) {
    record(0, null);
    throw error;
  }
}

/** The API calls completed while the calling screen is mounted, newest first, at most `max`. */
export function useApiCallLog(max = 100): ApiCallRecord[] {
  const [calls, setCalls] = useState<ApiCallRecord[]>([]);
  useEffect(() => onApiCall((record) => setCalls((all) => [record, ...all].slice(0, max))), [max]);
  return calls;
}
