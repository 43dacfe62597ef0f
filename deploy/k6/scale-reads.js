// Reads on a grown data set (`npm run bench:scale`): each operation at RATE requests a second for DURATION
// seconds, side by side, after WARMUP seconds of the same load; p99 per operation (tag `op`), target < P99_MS.
// Searches and deep pages vary per request, so the gateway's read cache does not answer them from memory. The admin
// users searches read the directory route the Users screen pages through.
//   k6 run -e BENCH_DATA=.data/bench/scale-data.json deploy/k6/scale-reads.js   (written by bench:scale)
import { check } from 'k6';
import { DATA, getJson, pick } from './lib.js';

const P99_MS = parseFloat(__ENV.P99_MS || '50');
const RATE = Math.min(parseInt(__ENV.RATE || '5', 10), 50);
const DURATION_S = Math.min(parseInt(__ENV.DURATION || '20', 10), 300);
const WARMUP_S = Math.min(parseInt(__ENV.WARMUP || '3', 10), 60);
const random = (n) => Math.floor(Math.random() * n);

/** Each operation: who asks, and the path of one request. */
const OPS = {
  dashboard: () => [DATA.recipient, '/api/dashboard'],
  history_first: () => [DATA.recipient, '/api/transactions'],
  history_deep: () => [DATA.recipient, `/api/transactions?cursor=${pick(DATA.deepCursors)}&limit=${20 + random(31)}`],
  history_category: () => [DATA.recipient, `/api/transactions?category=${pick(['fee', 'payment', 'withdrawal', 'adjustment'])}&limit=${20 + random(31)}`],
  history_search: () => [DATA.recipient, `/api/transactions?q=zq${random(1e6)}`],
  users_name: () => [
    DATA.admin,
    `/api/admin/users/directory?search=${encodeURIComponent(`${pick(DATA.names.first)} ${pick(DATA.names.last)}`.slice(0, 8 + random(6)))}`,
  ],
  users_email: () => [DATA.admin, `/api/admin/users/directory?search=${encodeURIComponent(`scale.${1 + random(DATA.names.recipients)}@`)}`],
  users_grant: () => [DATA.admin, `/api/admin/users/directory?search=${encodeURIComponent(`GR-${String(random(10000)).padStart(4, '0')}`)}`],
  audit_action: () => [DATA.admin, `/api/admin/audit?action=${pick(['funds_adjust', 'grant_award', 'account_activation'])}&page=${1 + random(5)}`],
  audit_user: () => [DATA.admin, `/api/admin/audit?search=${encodeURIComponent(`scale.${1 + random(DATA.names.recipients)}@`)}`],
  kyc_list: () => [DATA.admin, `/api/admin/kyc?status=${pick(['pending', 'approved', 'rejected'])}`],
  // The Financial Activity tab and the Overview take no parameters: every request is the same one.
  financial_recent: () => [DATA.admin, '/api/admin/financial/recent'],
  admin_overview: () => [DATA.admin, '/api/admin/overview'],
  tickets_admin: () => [DATA.admin, `/api/admin/support/tickets?status=${pick(['open', 'in_progress', 'resolved', 'closed'])}`],
  tickets_own: () => [DATA.recipient, '/api/support/tickets'],
};

const scenario = (op, tag, duration, startTime) => ({
  executor: 'constant-arrival-rate',
  rate: RATE,
  timeUnit: '1s',
  preAllocatedVUs: 4,
  maxVUs: 20,
  duration,
  startTime,
  exec: 'run',
  env: { OP: op, TAG: tag },
  gracefulStop: '5s',
});

/**
 * Each operation's requests start this much after the previous operation's (ms): k6 starts every constant-rate
 * scenario's iterations on the same instants, so side by side they would arrive as one burst of every operation
 * at once each 1/RATE s, which no set of independent users does. SYNC=1 keeps the bursts (the run before this
 * spacing measured them: every read then waits behind the others of its burst).
 */
const SPACING_MS = __ENV.SYNC === '1' ? 0 : 1000 / RATE / Object.keys(OPS).length;
const at = (seconds, i) => `${Math.round(seconds * 1000 + i * SPACING_MS)}ms`;

export const options = {
  scenarios: Object.fromEntries(
    Object.keys(OPS).flatMap((op, i) => [
      ...(WARMUP_S > 0 ? [[`warmup_${op}`, scenario(op, 'warmup', `${WARMUP_S}s`, at(0, i))]] : []),
      [op, scenario(op, op, `${DURATION_S}s`, at(WARMUP_S, i))],
    ]),
  ),
  thresholds: {
    ...Object.fromEntries(Object.keys(OPS).map((op) => [`http_req_duration{op:${op}}`, [`p(99)<${P99_MS}`]])),
    http_req_failed: ['rate==0'],
  },
  summaryTrendStats: ['avg', 'p(50)', 'p(95)', 'p(99)', 'max'],
};

export function run() {
  const op = __ENV.OP;
  const [token, path] = OPS[op]();
  const res = getJson(path, token, { op: __ENV.TAG });
  check(res, { [`${op}: 200`]: (r) => r.status === 200 });
}
