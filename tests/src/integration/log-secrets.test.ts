// No secret in any log: after a signed KYC link was opened, a password reset through the mailed link, a
// password change, PIN changes and a PIN reset through its mailed link, no log file of the test platform's processes (.data/logs/*-test.log)
// holds the link's token, the reset token, a password, a PIN or the bearer token. The platform logs requests
// (LOG_LEVEL info, scripts/test.mjs): the test first waits for its own requests' access lines, so it checks
// the lines that would have carried the secrets.
import assert from 'node:assert/strict';
import { randomInt, randomUUID } from 'node:crypto';
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { test } from '@jest/globals';
import { waitForMail } from '@portal/infra';
import { CATALOGUES, PIN_RESET_PATH } from '@portal/contracts';
import { GATEWAY_URL, resetLinkFromMail, tokenFor, tokenOfLink } from '../support/platform.js';
import { approvedRecipientWithToken, pdfBytes, uploadKyc } from '../support/kyc.js';
import { waitFor } from '../support/wait.js';

const LOG_DIR = fileURLToPath(new URL('../../../.data/logs/', import.meta.url));
const run = randomUUID().slice(0, 8);
/** The request ids this test sends: their access lines prove the platform logs requests. */
const requestIds: string[] = [];

async function call(method: string, route: string, options: { token?: string; body?: unknown } = {}): Promise<{ status: number; body: unknown }> {
  const requestId = `log-secrets-${run}-${requestIds.length}`;
  requestIds.push(requestId);
  const res = await fetch(GATEWAY_URL + route, {
    method,
    headers: {
      'x-request-id': requestId,
      ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
      ...(options.body !== undefined ? { 'content-type': 'application/json' } : {}),
    },
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  });
  const text = await res.text();
  let body: unknown = text;
  try {
    body = JSON.parse(text);
  } catch {
    // a file
  }
  return { status: res.status, body };
}

function testLogs(): Array<{ file: string; text: string }> {
  return readdirSync(LOG_DIR)
    .filter((name) => name.endsWith('-test.log'))
    .map((name) => ({ file: name, text: readFileSync(path.join(LOG_DIR, name), 'utf8') }));
}

/** A six-digit PIN that is not part of a longer number (timestamps are full of digits). */
const pinPattern = (pin: string) => new RegExp(`(?<![0-9])${pin}(?![0-9])`);

test('no log line of any process holds a signed link token, a reset token, a password, a PIN or a bearer token', async () => {
  const r = await approvedRecipientWithToken();
  const secrets: Array<{ what: string; found: (text: string) => boolean }> = [];
  const literal = (what: string, value: string) => secrets.push({ what, found: (text) => text.includes(value) });

  // A signed document link, opened (shown and downloaded).
  const uploaded = await uploadKyc(r.token, 'aml.pdf', pdfBytes('log check'));
  assert.equal(uploaded.status, 201, JSON.stringify(uploaded.body));
  const link = await call('GET', `/api/kyc/documents/${uploaded.body.id}/link`, { token: r.token });
  assert.equal(link.status, 200, JSON.stringify(link.body));
  const url = (link.body as { url: string }).url;
  const linkToken = url.split('/').pop()!;
  assert.equal((await call('GET', url)).status, 200);
  assert.equal((await call('GET', `${url}?disposition=inline`)).status, 200);
  literal('the signed link token', linkToken);
  literal("the signed link token's signature", linkToken.split('.')[1]!);

  // The PIN set, then changed with the current one, then a wrong current PIN.
  const [pin, newPin, wrongPin] = Array.from({ length: 3 }, () => String(randomInt(100_000, 1_000_000)));
  assert.equal((await call('PUT', '/api/pin', { token: r.token, body: { pin, confirmPin: pin } })).status, 200);
  assert.equal((await call('PUT', '/api/pin', { token: r.token, body: { pin: newPin, confirmPin: newPin, currentPin: pin } })).status, 200);
  assert.equal((await call('PUT', '/api/pin', { token: r.token, body: { pin: pin!, confirmPin: pin, currentPin: wrongPin } })).status >= 400, true);
  // A forgotten PIN reset through the mailed link.
  const mailedFrom = new Date(Date.now() - 1_000);
  assert.equal((await call('POST', '/api/pin/reset-request', { token: r.token, body: {} })).status, 200);
  const mail = await waitForMail({ to: r.email, subject: CATALOGUES.en.email.security.pinResetLink.subject, since: mailedFrom, timeoutMs: 20_000 });
  const pinResetLink = new RegExp(`https?://\\S+${PIN_RESET_PATH.replace(/\//g, '\\/')}\\?token=[A-Za-z0-9_%-]+`).exec(mail.text ?? '')?.[0];
  assert.ok(pinResetLink, mail.text);
  const pinResetToken = new URL(pinResetLink).searchParams.get('token')!;
  const resetPin = String(randomInt(100_000, 1_000_000));
  const pinReset = await call('POST', '/api/pin/reset', { token: r.token, body: { token: pinResetToken, pin: resetPin, confirmPin: resetPin } });
  assert.equal(pinReset.status, 200, JSON.stringify(pinReset.body));
  literal('the PIN reset token', pinResetToken);
  for (const [what, value] of [
    ['the first PIN', pin!],
    ['the new PIN', newPin!],
    ['the wrong PIN', wrongPin!],
    ['the PIN set through the reset link', resetPin],
  ] as const) {
    secrets.push({ what, found: (text) => pinPattern(value).test(text) });
  }

  // The password reset through the mailed link.
  const since = new Date();
  assert.equal((await call('POST', '/api/auth/forgot-password', { body: { email: r.email } })).status, 200);
  const resetToken = tokenOfLink(await resetLinkFromMail(r.email, since));
  const resetPassword = `Reset#${randomUUID().slice(0, 12)}`;
  assert.deepEqual((await call('POST', '/api/auth/reset-password/check', { body: { token: resetToken } })).body, { valid: true });
  const reset = await call('POST', '/api/auth/reset-password', { body: { token: resetToken, password: resetPassword, confirmPassword: resetPassword } });
  assert.equal(reset.status, 200, JSON.stringify(reset.body));
  literal('the reset token', resetToken);
  literal('the original password', r.password);
  literal('the password set by the reset', resetPassword);

  // A password change (current and new password), and a refused one with a wrong current password.
  const token = await tokenFor(r.email, resetPassword);
  const changedPassword = `Change#${randomUUID().slice(0, 12)}`;
  const wrongPassword = `Wrong#${randomUUID().slice(0, 12)}`;
  const change = await call('POST', '/api/me/password', {
    token,
    body: { currentPassword: resetPassword, newPassword: changedPassword, confirmPassword: changedPassword },
  });
  assert.equal(change.status, 200, JSON.stringify(change.body));
  const refused = await call('POST', '/api/me/password', {
    token,
    body: { currentPassword: wrongPassword, newPassword: wrongPassword, confirmPassword: wrongPassword },
  });
  assert.ok(refused.status >= 400);
  literal('the changed password', changedPassword);
  literal('a wrong current password', wrongPassword);
  for (const [what, bearer] of [
    ['the first bearer token', r.token],
    ['the bearer token after the reset', token],
  ] as const) {
    literal(what, bearer);
    literal(`${what}'s signature`, bearer.split('.')[2]!);
  }

  // Every request above has its access line (with its id) in the gateway's log.
  const gatewayLog = path.join(LOG_DIR, 'gateway-test.log');
  await waitFor(
    () => {
      const text = readFileSync(gatewayLog, 'utf8');
      return requestIds.every((id) => text.includes(`"reqId":"${id}"`));
    },
    { timeoutMs: 15_000, what: "the access lines of this test's requests in gateway-test.log (the platform must log requests at info)" },
  );

  const leaks: string[] = [];
  for (const { file, text } of testLogs()) {
    for (const { what, found } of secrets) {
      if (!found(text)) continue;
      const line = text.split('\n').find((l) => found(l)) ?? '';
      leaks.push(`${file}: ${what} in ${line.slice(0, 300)}`);
    }
  }
  assert.deepEqual(leaks, []);
  // The link's access line is there, without its token.
  assert.ok(readFileSync(gatewayLog, 'utf8').includes('"url":"/api/kyc/files/[redacted]?disposition=inline"'));
});
