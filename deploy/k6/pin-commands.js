// PIN-confirmed commands back to back: one client per bench recipient sending small transfers within
// UNSEAF, so PIN checks of different users run side by side. The bench compares their rate with the
// machine's raw bcrypt-12 verify rate measured in the same run (target ≥ 80 %, see docs/performance.md).
//   k6 run -e BENCH_DATA=.data/bench/data.json deploy/k6/pin-commands.js   (written by `npm run bench`)
import { check } from 'k6';
import { Counter } from 'k6/metrics';
import { DATA, postJson, uniqueKey } from './lib.js';

const DURATION = `${Math.min(parseInt(__ENV.DURATION || '20', 10), 120)}s`;
const pinCommands = new Counter('pin_commands');

export const options = {
  scenarios: { pin: { executor: 'constant-vus', vus: DATA.users.length, duration: DURATION, gracefulStop: '10s' } },
  thresholds: { http_req_failed: ['rate==0'], checks: ['rate==1'] },
  summaryTrendStats: ['avg', 'p(50)', 'p(95)', 'p(99)', 'max'],
  // Only statuses are checked: the load generator shares the machine, so it keeps no answer bodies.
  discardResponseBodies: true,
};

export default function () {
  const index = (__VU - 1) % DATA.users.length;
  const from = DATA.users[index];
  const to = DATA.users[(index + 1) % DATA.users.length];
  const res = postJson(
    '/api/transfers',
    from.token,
    {
      recipientAccount: to.accountNumber,
      recipientName: 'Bench Receiver',
      amountCents: 100,
      transferType: 'within_unseaf',
      pin: DATA.pin,
      idempotencyKey: uniqueKey('pin'),
    },
    { op: 'pin-transfer' },
  );
  if (check(res, { 'transfer: 201': (r) => r.status === 201 })) pinCommands.add(1);
}
