import { test } from '@jest/globals';
import assert from 'node:assert/strict';
import { PasswordResetMessages, RESET_REQUESTS_PER_HOUR, Api } from '@portal/contracts';
import { readMails } from '@portal/infra';
import { waitForQueuedMailsDelivered } from '../support/mail-queue.js';
import { registerRecipient, setAccountStatus, tokenFor, resetLinkFromMail, tokenOfLink, GATEWAY_URL } from '../support/platform.js';
import { expireResetLink } from '../support/databases.js';
import { clientFor } from '../support/client.js';

async function approvedRecipient() {
  const r = await registerRecipient();
  await setAccountStatus(r.userId, 'approved');
  return r;
}

test('a reset link is mailed, works once, and sets the new password in Keycloak', async () => {
  const r = await approvedRecipient();
  const since = new Date();
  const forgot = await clientFor().answer(Api.auth.forgotPassword, { body: { email: ` ${r.email.toUpperCase()} ` } });
  assert.equal(forgot.status, 200);
  const link = await resetLinkFromMail(r.email, since);
  assert.ok(link.startsWith(`${GATEWAY_URL}/reset-password?token=`), link);
  const token = tokenOfLink(link);
  assert.deepEqual((await clientFor().answer(Api.auth.checkResetToken, { body: { token } })).body, { valid: true });

  const short = await clientFor().answer(Api.auth.resetPassword, { body: { token, password: 'abc', confirmPassword: 'abc' } });
  assert.equal(short.status, 400);
  assert.equal(short.body.message, PasswordResetMessages.passwordTooShort);
  const mismatch = await clientFor().answer(Api.auth.resetPassword, { body: { token, password: 'NewPass#1', confirmPassword: 'NewPass#2' } });
  assert.equal(mismatch.body.message, PasswordResetMessages.passwordsDoNotMatch);

  const done = await clientFor().answer(Api.auth.resetPassword, { body: { token, password: 'NewPass#2026', confirmPassword: 'NewPass#2026' } });
  assert.equal(done.status, 200);
  assert.ok(await tokenFor(r.email, 'NewPass#2026'));
  await assert.rejects(tokenFor(r.email, r.password), 'the old password no longer works');

  const reused = await clientFor().answer(Api.auth.resetPassword, { body: { token, password: 'Other#2026', confirmPassword: 'Other#2026' } });
  assert.equal(reused.status, 400);
  assert.equal(reused.body.message, PasswordResetMessages.invalidLink);
  assert.deepEqual((await clientFor().answer(Api.auth.checkResetToken, { body: { token } })).body, { valid: false });
});

test('an expired link is refused and changes nothing', async () => {
  const r = await approvedRecipient();
  const since = new Date();
  await clientFor().answer(Api.auth.forgotPassword, { body: { email: r.email } });
  const token = tokenOfLink(await resetLinkFromMail(r.email, since));
  await expireResetLink(token);
  assert.deepEqual((await clientFor().answer(Api.auth.checkResetToken, { body: { token } })).body, { valid: false });
  const answer = await clientFor().answer(Api.auth.resetPassword, { body: { token, password: 'Late#20260', confirmPassword: 'Late#20260' } });
  assert.equal(answer.status, 400);
  assert.equal(answer.body.message, PasswordResetMessages.invalidLink);
  assert.ok(await tokenFor(r.email, r.password), 'the password is unchanged');
});

test('unknown addresses get the same answer and no mail; a made-up token is invalid', async () => {
  const email = `nobody.${Date.now()}@example.org`;
  const answer = await clientFor().answer(Api.auth.forgotPassword, { body: { email } });
  assert.equal(answer.status, 200);
  assert.deepEqual(answer.body, { accepted: true });
  await waitForQueuedMailsDelivered();
  assert.equal((await readMails({ to: email })).length, 0);
  assert.deepEqual((await clientFor().answer(Api.auth.checkResetToken, { body: { token: 'A'.repeat(43) } })).body, { valid: false });
  const empty = await clientFor().answer(Api.auth.forgotPassword, { body: { email: '  ' } });
  assert.equal(empty.status, 400);
  assert.equal(empty.body.message, 'Email is required');
});

test(`no more than ${RESET_REQUESTS_PER_HOUR} reset mails per address and hour`, async () => {
  const r = await approvedRecipient();
  const since = new Date();
  for (let i = 0; i < RESET_REQUESTS_PER_HOUR + 2; i++) {
    assert.equal((await clientFor().answer(Api.auth.forgotPassword, { body: { email: r.email } })).status, 200);
  }
  await waitForQueuedMailsDelivered();
  // Only the reset mails count: the account's approval is mailed too (a notification).
  const mails = (await readMails({ to: r.email })).filter(
    (m) => m.subject === 'Reset your UNSEAF Grant Portal password' && new Date(m.time).getTime() >= since.getTime() - 1000,
  );
  assert.equal(mails.length, RESET_REQUESTS_PER_HOUR);
});
