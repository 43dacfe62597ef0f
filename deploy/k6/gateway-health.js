// k6 load check of the gateway's public endpoints: GET /api/health and GET /api/config.
//   k6 run deploy/k6/gateway-health.js                       (BASE_URL defaults to http://localhost:3000)
//   k6 run -e BASE_URL=http://localhost:3100 -e VUS=5 -e DURATION=20s deploy/k6/gateway-health.js
// Bounded: at most 50 virtual users for at most 5 minutes, whatever the environment asks for.
// Only point it at servers you run yourself on this machine (loopback).
import http from 'k6/http';
import { check, sleep } from 'k6';

const BASE_URL = (__ENV.BASE_URL || 'http://localhost:3000').replace(/\/$/, '');
const VUS = Math.min(Math.max(parseInt(__ENV.VUS || '10', 10) || 10, 1), 50);
const DURATION_S = Math.min(Math.max(parseInt(__ENV.DURATION || '30', 10) || 30, 1), 300);

export const options = {
  scenarios: {
    gateway: {
      executor: 'constant-vus',
      vus: VUS,
      duration: `${DURATION_S}s`,
      gracefulStop: '5s',
    },
  },
  thresholds: {
    http_req_failed: ['rate<0.01'],
    http_req_duration: ['p(95)<200'],
    'http_req_duration{endpoint:health}': ['p(95)<200'],
    'http_req_duration{endpoint:config}': ['p(95)<200'],
    checks: ['rate>0.99'],
  },
};

export default function () {
  const health = http.get(`${BASE_URL}/api/health`, { tags: { endpoint: 'health' } });
  check(health, {
    'health: status 200': (r) => r.status === 200,
    'health: status up': (r) => {
      try {
        return r.json('status') === 'up';
      } catch (e) {
        return false;
      }
    },
  });

  const config = http.get(`${BASE_URL}/api/config`, { tags: { endpoint: 'config' } });
  check(config, {
    'config: status 200': (r) => r.status === 200,
    'config: realm grant-portal': (r) => {
      try {
        return r.json('keycloak.realm') === 'grant-portal' && r.json('keycloak.clientId') === 'portal-web';
      } catch (e) {
        return false;
      }
    },
  });

  sleep(0.1);
}
