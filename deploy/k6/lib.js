// Shared by the benchmark scenarios: the data file written by scripts/bench.mjs (tokens of the demo admin
// and of the bench recipients), JSON requests with a bearer token, and unique idempotency keys.
import http from 'k6/http';
import exec from 'k6/execution';

export const BASE_URL = (__ENV.BASE_URL || 'http://localhost:3000').replace(/\/$/, '');
export const DATA = JSON.parse(open(__ENV.BENCH_DATA));

/** Differs between runs that reuse one data file (each VU initialises at its own moment). */
const STARTED = Date.now().toString(36);
let sequence = 0;
/** A key no other request of this run uses (VU id, iteration, a counter and a per-run nonce). */
export function uniqueKey(prefix) {
  sequence += 1;
  return `${prefix}-${DATA.runId}-${STARTED}-${exec.vu.idInTest}-${sequence}`;
}

export function postJson(path, token, body, tags) {
  return http.post(`${BASE_URL}${path}`, JSON.stringify(body), {
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    tags,
  });
}

export function getJson(path, token, tags) {
  return http.get(`${BASE_URL}${path}`, { headers: { authorization: `Bearer ${token}`, 'accept-encoding': 'br, gzip' }, tags });
}

export function pick(list) {
  return list[Math.floor(Math.random() * list.length)];
}
