// Reads: OPEN_VUS virtual users, each loading the dashboard and the transaction list once per second
// (target p99 < P99_MS, 10 ms), then CLOSED_VUS clients doing the same back to back (the closed-loop maximum).
// The open part is an arrival rate (OPEN_VUS loads a second, evenly spread, up to OPEN_VUS at once): users
// who each come once a second independently. Constant VUs that sleep to the next second instead all wake
// together and send their 400 requests in one burst every second, which measures the burst, not the users.
//   k6 run -e BENCH_DATA=.data/bench/data.json deploy/k6/reads.js   (written by `npm run bench`)
import { check } from 'k6';
import { DATA, getJson } from './lib.js';

const P99_MS = parseFloat(__ENV.P99_MS || '10');
const OPEN_VUS = Math.min(parseInt(__ENV.OPEN_VUS || '200', 10), 400);
const CLOSED_VUS = Math.min(parseInt(__ENV.CLOSED_VUS || '32', 10), 200);
const DURATION_S = Math.min(parseInt(__ENV.DURATION || '30', 10), 300);
// The same open load for a few seconds before the measured part, not measured (fresh pages after the
// postings phase, the first calls of each code path): as the postings scenario's warm-up.
const WARMUP_S = Math.min(parseInt(__ENV.WARMUP || '5', 10), 60);
const openLoad = (duration, startTime) => ({
  executor: 'constant-arrival-rate',
  rate: OPEN_VUS,
  timeUnit: '1s',
  preAllocatedVUs: OPEN_VUS,
  maxVUs: OPEN_VUS,
  duration,
  startTime,
  exec: 'perSecond',
  gracefulStop: '5s',
});

export const options = {
  scenarios: {
    ...(WARMUP_S > 0 ? { warmup: openLoad(`${WARMUP_S}s`, '0s') } : {}),
    open: openLoad(`${DURATION_S}s`, `${WARMUP_S}s`),
    closed: { executor: 'constant-vus', vus: CLOSED_VUS, duration: '15s', startTime: `${WARMUP_S + DURATION_S + 5}s`, exec: 'backToBack', gracefulStop: '5s' },
  },
  thresholds: {
    'http_req_duration{scenario:open}': [`p(99)<${P99_MS}`],
    // No limit: declared so that the summary reports the closed-loop part on its own.
    'http_reqs{scenario:closed}': ['count>=0'],
    'http_req_duration{scenario:closed}': ['p(99)>=0'],
    http_req_failed: ['rate==0'],
    checks: ['rate==1'],
  },
  summaryTrendStats: ['avg', 'p(50)', 'p(95)', 'p(99)', 'max'],
};

function load(user) {
  const dashboard = getJson('/api/dashboard', user.token, { op: 'dashboard' });
  const transactions = getJson('/api/transactions?limit=20', user.token, { op: 'transactions' });
  check(dashboard, { 'dashboard: 200': (r) => r.status === 200 });
  check(transactions, { 'transactions: 200': (r) => r.status === 200 });
}

export function perSecond() {
  load(DATA.users[(__VU - 1) % DATA.users.length]);
}

export function backToBack() {
  load(DATA.users[(__VU - 1) % DATA.users.length]);
}
