import { afterAll, test } from '@jest/globals';
import assert from 'node:assert/strict';
import { randomBytes, randomInt } from 'node:crypto';
import { Redis } from 'ioredis';
import { Api, PER_IP_RATE_LIMIT, RATE_LIMITS, RATE_LIMIT_CODE, routeUrl } from '@portal/contracts';
import { PER_IP_LIMITER_NAME, redisLimiter } from '@portal/gateway/dist/testing.js';
import { GATEWAY_URL, REDIS_URL } from '../support/platform.js';

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

const redis = new Redis(REDIS_URL, { lazyConnect: true });
afterAll(() => redis.disconnect());

/** A well-formed RS256 token no key of the realm signed: refused 401 by the token check, after a signature check. */
function bogusBearer(): string {
  const part = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  return `${part({ alg: 'RS256', typ: 'JWT' })}.${part({ sub: 'intruder', exp: Math.floor(Date.now() / 1000) + 300 })}.${randomBytes(256).toString('base64url')}`;
}

test('every request of an address counts before authentication, refusals included: past the budget bogus tokens get 429, not 401', async () => {
  // The whole per-address budget is the factor times PER_IP_RATE_LIMIT (hundreds of thousands on the test platform):
  // as a fixture the address has already spent all of it but BURST, counted where the gateway counts it.
  const BURST = 20;
  const budget = Math.max(1, Math.round(PER_IP_RATE_LIMIT.points * FACTOR));
  const ip = `203.0.113.${randomInt(1, 255)}`;
  await redis.connect();
  await redisLimiter(redis, PER_IP_LIMITER_NAME, PER_IP_RATE_LIMIT, FACTOR).consume(ip, budget - BURST);

  const me = `${GATEWAY_URL}${routeUrl(Api.me.get)}`;
  const burst = await Promise.all(
    Array.from({ length: 2 * BURST }, async () => {
      const res = await fetch(me, { headers: { authorization: `Bearer ${bogusBearer()}`, 'x-forwarded-for': ip } });
      return { status: res.status, retryAfter: res.headers.get('retry-after'), body: (await res.json()) as { code: string; message: string } };
    }),
  );
  const count = (status: number) => burst.filter((a) => a.status === status).length;
  assert.deepEqual({ 401: count(401), 429: count(429) }, { 401: BURST, 429: BURST }, 'the refused bogus tokens used up the rest of the budget');
  const limited = burst.find((a) => a.status === 429)!;
  assert.ok(Number(limited.retryAfter) >= 1 && Number(limited.retryAfter) <= PER_IP_RATE_LIMIT.windowSeconds, `Retry-After ${limited.retryAfter}`);
  assert.equal(limited.body.code, RATE_LIMIT_CODE);
  assert.match(limited.body.message, /^Too many requests\. Please try again in \d+ seconds?\.$/);

  // Public routes and unknown paths of that address are refused too; another address is not affected.
  const config = await fetch(`${GATEWAY_URL}${routeUrl(Api.platform.config)}`, { headers: { 'x-forwarded-for': ip } });
  assert.equal(config.status, 429);
  const other = await fetch(me, { headers: { authorization: `Bearer ${bogusBearer()}`, 'x-forwarded-for': `192.0.2.${randomInt(1, 255)}` } });
  assert.equal(other.status, 401);
});
