// Postings through the public API: admin fund adjustments (closed loop, VUS clients) spread over the bench
// recipients, mixed with PIN-confirmed transfers between them at TRANSFER_RATE per second.
// Thresholds are the performance targets: ≥ 850 postings/s (MIN_POSTINGS_PER_S), adjustments p99 < 100 ms, no error.
//   k6 run -e BENCH_DATA=.data/bench/data.json deploy/k6/postings.js   (written by `npm run bench`)
import { check } from 'k6';
import { Counter } from 'k6/metrics';
import { DATA, pick, postJson, uniqueKey } from './lib.js';

const VUS = Math.min(parseInt(__ENV.VUS || '32', 10), 200);
const DURATION_S = Math.min(parseInt(__ENV.DURATION || '60', 10), 300);
const DURATION = `${DURATION_S}s`;
// A warm-up before the measured part (same load, not counted): the first seconds of a fresh process are
// slower (JIT, pools, group-commit batches filling up) and are not what "sustained" means.
const WARMUP_S = Math.min(parseInt(__ENV.WARMUP || '10', 10), 60);
const TRANSFER_RATE = parseInt(__ENV.TRANSFER_RATE || '2', 10);
const MIN_RATE = parseFloat(__ENV.MIN_POSTINGS_PER_S || '850');

const postings = new Counter('postings');

export const options = {
  scenarios: {
    ...(WARMUP_S > 0 ? { warmup: { executor: 'constant-vus', vus: VUS, duration: `${WARMUP_S}s`, exec: 'warmUp', gracefulStop: '5s' } } : {}),
    adjustments: { executor: 'constant-vus', vus: VUS, duration: DURATION, startTime: `${WARMUP_S}s`, exec: 'adjust', gracefulStop: '10s' },
    transfers: {
      executor: 'constant-arrival-rate',
      rate: TRANSFER_RATE,
      timeUnit: '1s',
      duration: DURATION,
      startTime: `${WARMUP_S}s`,
      preAllocatedVUs: 8,
      maxVUs: 32,
      exec: 'transfer',
      gracefulStop: '10s',
    },
  },
  thresholds: {
    // Counted in the measured part only: its count over its duration (k6's own rate would include the warm-up).
    postings: [`count>=${MIN_RATE * DURATION_S}`],
    'http_req_duration{scenario:adjustments}': ['p(99)<100'],
    http_req_failed: ['rate==0'],
    checks: ['rate==1'],
  },
  summaryTrendStats: ['avg', 'p(50)', 'p(95)', 'p(99)', 'max'],
  // Only statuses are checked: the load generator shares the machine, so it keeps no answer bodies.
  discardResponseBodies: true,
};

export function warmUp() {
  adjustment();
}

export function adjust() {
  if (adjustment()) postings.add(1);
}

/** One admin fund adjustment; true when it was posted. */
function adjustment() {
  const user = pick(DATA.users);
  // Four of five add, one deducts less than was ever added: the recipients' balances only grow. Amounts stay in
  // cents: what one admin moves to one recipient within the four-eyes window (24 h) must stay under $10,000.00
  // (above it a direct adjustment is refused and needs a second admin), even for 300 s over 4 recipients.
  const add = Math.random() < 0.8;
  const res = postJson(
    `/api/admin/users/${user.userId}/funds`,
    DATA.admin,
    { direction: add ? 'add' : 'deduct', amountCents: 1 + Math.floor(Math.random() * (add ? 20 : 5)), idempotencyKey: uniqueKey('adj') },
    { op: 'adjust' },
  );
  return check(res, { 'adjustment: 201': (r) => r.status === 201 });
}

export function transfer() {
  const from = pick(DATA.users);
  let to = pick(DATA.users);
  while (to.userId === from.userId) to = pick(DATA.users);
  const res = postJson(
    '/api/transfers',
    from.token,
    {
      recipientAccount: to.accountNumber,
      recipientName: 'Bench Receiver',
      amountCents: 100 + Math.floor(Math.random() * 900),
      transferType: 'within_unseaf',
      pin: DATA.pin,
      idempotencyKey: uniqueKey('trf'),
    },
    { op: 'transfer' },
  );
  if (check(res, { 'transfer: 201': (r) => r.status === 201 })) postings.add(1);
}
