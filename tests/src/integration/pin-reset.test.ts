import { test, beforeAll, afterAll } from '@jest/globals';
import assert from 'node:assert/strict';
import { createHash, randomUUID } from 'node:crypto';
import { waitForMail } from '@portal/infra';
import { Api, CATALOGUES, DEFAULT_PREFERENCES, PIN_RESET_PATH, PinErrorCodes, PinMessages, isRecipientMe } from '@portal/contracts';
import { NatsRpc } from '../support/rpc.js';
import { GATEWAY_URL, registerRecipient, setAccountStatus, tokenFor, rawRequest } from '../support/platform.js';
import { PIN, fundedRecipient, withdraw } from '../support/money.js';
import { clientFor } from '../support/client.js';
import { approvedRecipientWithToken } from '../support/kyc.js';
import { notificationsSettled, rowsOf, setPreferences, since } from '../support/notifications.js';
import { pinAttempts, recipientWithPin } from '../support/pin.js';
import { databaseProbe } from '../support/databases.js';

const security = CATALOGUES.en.email.security;
const rpc = new NatsRpc(30_000);
const ledger = databaseProbe('ledger-withdrawals', { writable: true });
beforeAll(() => rpc.connect());
afterAll(async () => {
  await rpc.close();
});

const { attempt, attemptWhenAllowed } = pinAttempts(rpc);
async function lockPin(userId: string) {
  assert.equal(await attemptWhenAllowed(userId, '000001'), PinMessages.incorrect(2));
  assert.equal(await attemptWhenAllowed(userId, '000002'), PinMessages.incorrect(1));
  assert.equal(await attemptWhenAllowed(userId, '000003'), PinMessages.nowLocked);
}

async function pinRow(userId: string) {
  const { rows } = await ledger.query<{ pin_hash: string | null; failed_attempts: number; locked_until: Date | null; reset_at: Date | null }>(
    'SELECT pin_hash, failed_attempts, locked_until, reset_at FROM user_pins WHERE user_id = $1',
    [userId],
  );
  return rows[0];
}

/** Asks for a reset link through the API and reads its token from the mail that arrives. */
async function resetToken(r: { token: string; email: string }): Promise<string> {
  const from = since();
  assert.deepEqual(await clientFor(r.token).call(Api.pin.requestReset, { body: {} }), { requested: true });
  const mail = await waitForMail({ to: r.email, subject: security.pinResetLink.subject, since: from, timeoutMs: 20_000 });
  const escaped = PIN_RESET_PATH.replace(/\//g, '\\/');
  const link = new RegExp(`https?://\\S+${escaped}\\?token=[A-Za-z0-9_%-]+`).exec(mail.text ?? '')?.[0];
  assert.ok(link, mail.text);
  assert.ok(link.startsWith(`${GATEWAY_URL}${PIN_RESET_PATH}?token=`), link);
  assert.ok(mail.html?.includes(link), 'the HTML body links the same page');
  return new URL(link).searchParams.get('token')!;
}

type Answer = { status: number; body: { message?: string; code?: string; hasPin?: boolean; lockedUntil?: string | null } };
const useLink = (token: string, resetToken: string, pin = '482915', confirmPin = pin): Promise<Answer> =>
  clientFor(token).answer(Api.pin.completeReset, { body: { token: resetToken, pin, confirmPin } });
const refusedLink = (answer: Answer) =>
  assert.deepEqual([answer.status, answer.body.code, answer.body.message], [400, PinErrorCodes.resetLinkInvalid, PinMessages.resetLinkInvalid]);

test('a locked PIN is reset through the e-mailed link: the old PIN and its lock stay until the link is used, then the new PIN is set and the lock cleared; the link works once', async () => {
  const r = await recipientWithPin('739164');
  await lockPin(r.userId);
  const token = await resetToken(r);
  const locked = await pinRow(r.userId);
  assert.ok(locked?.locked_until, 'asking for a link changes nothing');
  assert.match(await attempt(r.userId, '739164'), /^Account locked/);

  const weak = await useLink(r.token, token, '123456');
  assert.deepEqual([weak.status, weak.body.message], [400, PinMessages.weak]);
  const mismatch = await useLink(r.token, token, '482915', '482916');
  assert.deepEqual([mismatch.status, mismatch.body.message], [400, PinMessages.mismatch]);
  assert.deepEqual(await pinRow(r.userId), locked, 'a refused new PIN spends nothing');

  const done = await useLink(r.token, token, '482915');
  assert.deepEqual([done.status, done.body], [200, { hasPin: true, lockedUntil: null }]);
  const after = await pinRow(r.userId);
  assert.deepEqual([after?.failed_attempts, after?.locked_until], [0, null]);
  assert.notEqual(after?.pin_hash, locked?.pin_hash);
  assert.ok(after?.reset_at);
  assert.equal(await attempt(r.userId, '739164'), PinMessages.incorrect(2), 'the old PIN no longer works');
  assert.equal(await attemptWhenAllowed(r.userId, '482915'), PinMessages.resetHold, 'the new PIN is right, but money is held after a reset');

  refusedLink(await useLink(r.token, token, '591736'));
  assert.equal((await pinRow(r.userId))?.pin_hash, after?.pin_hash, 'a used link changes nothing');
});

test('an expired link, a superseded link, a made-up token and another user’s link are refused and change nothing', async () => {
  const r = await recipientWithPin('739164');
  const first = await resetToken(r);
  const second = await resetToken(r);
  const before = await pinRow(r.userId);
  refusedLink(await useLink(r.token, first));
  refusedLink(await useLink(r.token, 'A'.repeat(43)));

  const other = await recipientWithPin('271828');
  const othersToken = await resetToken(other);
  refusedLink(await useLink(r.token, othersToken));
  assert.deepEqual(await pinRow(r.userId), before);

  await ledger.query(`UPDATE pin_reset_links SET expires_at = now() - interval '1 second' WHERE token_hash = $1`, [
    createHash('sha256').update(second).digest('hex'),
  ]);
  refusedLink(await useLink(r.token, second));
  assert.deepEqual(await pinRow(r.userId), before);
  assert.equal(await attempt(r.userId, '739164'), 'ok', 'the old PIN still works');

  const done = await useLink(other.token, othersToken, '591736');
  assert.equal(done.status, 200, 'the other user’s link still works for them');
  const { rows } = await ledger.query<{ token_hash: string }>('SELECT token_hash FROM pin_reset_links WHERE user_id = $1', [r.userId]);
  assert.ok(!rows.some((row) => row.token_hash === first || row.token_hash === second), 'only hashes are stored');
});

test('a locked PIN stays locked after a password change, and the password is no proof for a new PIN', async () => {
  const r = await recipientWithPin('739164');
  await lockPin(r.userId);
  const locked = await pinRow(r.userId);
  await clientFor(r.token).call(Api.me.changePassword, { body: { currentPassword: r.password, newPassword: 'Better#2027', confirmPassword: 'Better#2027' } });
  assert.deepEqual(await pinRow(r.userId), locked);
  // The account password is no proof for replacing a PIN and no field of the contract: sent raw.
  const replace = await rawRequest<{ message: string }>('PUT', '/api/pin', {
    token: r.token,
    body: { pin: '482915', confirmPin: '482915', password: 'Better#2027' },
  });
  assert.deepEqual([replace.status, replace.body.message], [403, PinMessages.proofRequired]);
  assert.deepEqual(await pinRow(r.userId), locked);
  assert.match(await attempt(r.userId, '739164'), /^Account locked/);
});

test('every PIN set, change, reset and delete and every password change is mailed, even with every notification switched off', async () => {
  const r = await registerRecipient();
  await setAccountStatus(r.userId, 'approved');
  const token = await tokenFor(r.email, r.password);
  const off = Object.fromEntries(Object.keys(DEFAULT_PREFERENCES.notifications).map((topic) => [topic, false]));
  await setPreferences(token, { language: 'de', notifications: off as typeof DEFAULT_PREFERENCES.notifications });
  const client = clientFor(token);
  const de = CATALOGUES.de.email.security;
  const expect = async (subject: string, from: Date) => waitForMail({ to: r.email, subject, since: from, timeoutMs: 20_000 });

  let from = since();
  await client.call(Api.pin.set, { body: { pin: '739164', confirmPin: '739164' } });
  const set = await expect(de.pin_set.subject, from);
  assert.ok(set.text?.includes(de.pin_set.body) && set.text.includes(de.notYou), set.text);

  from = since();
  await client.call(Api.pin.set, { body: { pin: '482915', confirmPin: '482915', currentPin: '739164' } });
  await expect(de.pin_changed.subject, from);

  from = since();
  const resetLinkMail = await resetTokenIn(r, token, de.pinResetLink.subject);
  from = since();
  assert.equal((await useLink(token, resetLinkMail, '591736')).status, 200);
  const reset = await expect(de.pin_reset.subject, from);
  assert.ok(reset.text?.includes(de.holdAfterReset), reset.text);

  from = since();
  await client.call(Api.pin.remove, { body: { currentPin: '591736' } });
  await expect(de.pin_deleted.subject, from);

  from = since();
  await client.call(Api.me.changePassword, { body: { currentPassword: r.password, newPassword: 'Better#2027', confirmPassword: 'Better#2027' } });
  await expect(de.password_changed.subject, from);

  await notificationsSettled(r.userId);
  const topics = (await rowsOf(r.userId)).map((row) => [row.topic, row.subject]);
  assert.deepEqual(
    topics.filter(([topic]) => topic === 'security').map(([, subject]) => subject),
    [de.pin_set.subject, de.pin_changed.subject, de.pin_reset.subject, de.pin_deleted.subject, de.password_changed.subject],
  );
});

/** The reset link's token from the mail in the reader's language. */
async function resetTokenIn(r: { email: string }, token: string, subject: string): Promise<string> {
  const from = since();
  await clientFor(token).call(Api.pin.requestReset, { body: {} });
  const mail = await waitForMail({ to: r.email, subject, since: from, timeoutMs: 20_000 });
  const link = /https?:\/\/\S+\/settings\/pin-reset\?token=[A-Za-z0-9_%-]+/.exec(mail.text ?? '')?.[0];
  assert.ok(link, mail.text);
  return new URL(link).searchParams.get('token')!;
}

test('a password reset by link is mailed as a security notice', async () => {
  const r = await registerRecipient();
  await setAccountStatus(r.userId, 'approved');
  const { resetLinkFromMail, tokenOfLink } = await import('../support/platform.js');
  const from = new Date();
  await clientFor().answer(Api.auth.forgotPassword, { body: { email: r.email } });
  const token = tokenOfLink(await resetLinkFromMail(r.email, from));
  const later = since();
  assert.equal((await clientFor().answer(Api.auth.resetPassword, { body: { token, password: 'NewPass#2026', confirmPassword: 'NewPass#2026' } })).status, 200);
  const mail = await waitForMail({ to: r.email, subject: security.password_reset.subject, since: later, timeoutMs: 20_000 });
  assert.ok(mail.text?.includes(security.notYou), mail.text);
});

test('for 24 hours after a PIN reset, no money leaves the account: withdrawals and transfers are refused with the right PIN; afterwards they go through', async () => {
  const r = await fundedRecipient(500_000, 13);
  const token = await resetToken(r);
  assert.equal((await useLink(r.token, token, PIN)).status, 200);

  const held = await withdraw(r.token, 10_000);
  assert.deepEqual([held.status, held.body.code, held.body.message], [403, PinErrorCodes.resetHold, PinMessages.resetHold]);
  const transfer = await clientFor(r.token).answer(Api.transfers.create, {
    body: {
      recipientName: 'Grace Receiver',
      recipientAccount: 'DE89370400440532013000',
      recipientBank: 'Test Bank',
      transferType: 'other_bank',
      amountCents: 1_000,
      pin: PIN,
      idempotencyKey: randomUUID(),
    },
  });
  assert.deepEqual([transfer.status, (transfer.body as { code?: string }).code], [403, PinErrorCodes.resetHold]);
  const receiver = await clientFor((await approvedRecipientWithToken()).token).call(Api.me.get);
  assert.ok(isRecipientMe(receiver));
  const internal = await clientFor(r.token).answer(Api.transfers.create, {
    body: {
      recipientName: 'Grace Receiver',
      recipientAccount: receiver.accountNumber,
      transferType: 'within_unseaf',
      amountCents: 1_000,
      pin: PIN,
      idempotencyKey: randomUUID(),
    },
  });
  assert.equal((internal.body as { code?: string }).code, PinErrorCodes.resetHold, JSON.stringify(internal.body));
  assert.equal((await clientFor(r.token).call(Api.me.dashboard)).balanceCents, 500_000, 'nothing moved');

  await ledger.query(`UPDATE user_pins SET reset_at = now() - interval '24 hours 1 minute' WHERE user_id = $1`, [r.userId]);
  const later = await withdraw(r.token, 10_000);
  assert.equal(later.status, 201, JSON.stringify(later.body));
});
