import { test } from '@jest/globals';
import assert from 'node:assert/strict';
import { randomInt } from 'node:crypto';
import { Api, RATE_LIMITS, RATE_LIMIT_CODE, routeUrl } from '@portal/contracts';
import { GATEWAY_URL } from '../support/platform.js';

const FACTOR = Number(process.env.RATE_LIMIT_FACTOR ?? 1);
/** A client address of its own (the gateway trusts X-Forwarded-For from its loopback proxy only), so the test starts with a full budget. */
const someIp = () => `198.51.100.${randomInt(1, 255)}`;
const registerUrl = `${GATEWAY_URL}${routeUrl(Api.auth.register)}`;

async function register(ip: string): Promise<Response> {
  // An empty body is refused by validation, after the request was counted: nothing is created.
  const res = await fetch(registerUrl, { method: 'POST', headers: { 'content-type': 'application/json', 'x-forwarded-for': ip }, body: '{}' });
  await res.arrayBuffer();
  return res;
}

test('registration is limited per client address: past the budget the answer is 429 with Retry-After and a clear message; another address is not affected', async () => {
  const budget = Math.round(RATE_LIMITS.account.points * FACTOR);
  const ip = someIp();
  const statuses: number[] = [];
  for (let sent = 0; sent < budget; sent += 50) {
    const batch = await Promise.all(Array.from({ length: Math.min(50, budget - sent) }, () => register(ip)));
    statuses.push(...batch.map((r) => r.status));
  }
  assert.deepEqual([...new Set(statuses)], [400], 'every request within the budget reaches validation');

  const limited = await fetch(registerUrl, { method: 'POST', headers: { 'content-type': 'application/json', 'x-forwarded-for': ip }, body: '{}' });
  const body = (await limited.json()) as { code: string; message: string };
  assert.equal(limited.status, 429);
  const retryAfter = Number(limited.headers.get('retry-after'));
  assert.ok(retryAfter >= 1 && retryAfter <= RATE_LIMITS.account.windowSeconds, `Retry-After ${retryAfter}`);
  assert.equal(body.code, RATE_LIMIT_CODE);
  assert.match(body.message, /^Too many requests\. Please try again in \d+ seconds?\.$/);

  assert.equal((await register(someIp())).status, 400, 'another client still has its budget');
});
