import { test } from '@jest/globals';
import assert from 'node:assert/strict';
import { CATALOGUES, DEFAULT_PREFERENCES, RegistrationMessages, Api } from '@portal/contracts';
import { newRegistration, registerRecipient, tokenFor } from '../support/platform.js';
import { approvedRecipientWithToken } from '../support/kyc.js';
import { setPreferences } from '../support/notifications.js';
import { newAdminWithTotp } from '../support/admins.js';
import { clientFor } from '../support/client.js';
import { withDatabase } from '../support/databases.js';

async function profileRow(userId: string) {
  return withDatabase('accounts-kyc', async (client) => {
    return (await client.query('SELECT * FROM profiles WHERE id = $1', [userId])).rows[0];
  });
}

test('registration creates a pending profile with a unique account number, a normalised e-mail and null optionals', async () => {
  const request = newRegistration();
  const answer = await clientFor().answer(Api.auth.register, { body: { ...request, email: `  ${request.email.toUpperCase()} ` } });
  assert.equal(answer.status, 201);
  assert.equal(answer.body.email, request.email.toLowerCase());
  assert.equal(answer.body.accountStatus, 'pending');
  const row = await profileRow(answer.body.userId);
  assert.equal(row.account_status, 'pending');
  assert.equal(row.kyc_status, 'not_submitted');
  assert.equal(row.mobile, null);
  assert.equal(row.country, null);
  assert.match(row.account_number, /^7700\d{8}$/);
  const other = await registerRecipient();
  assert.notEqual((await profileRow(other.userId)).account_number, row.account_number);
});

test("the language chosen before registering is the new account's language; without one the defaults stay", async () => {
  const preferencesOf = (userId: string) =>
    withDatabase('accounts-kyc', async (client) => (await client.query('SELECT * FROM user_preferences WHERE user_id = $1', [userId])).rows[0]);
  const french = await clientFor().answer(Api.auth.register, { body: { ...newRegistration(), language: 'fr' } });
  assert.equal(french.status, 201, JSON.stringify(french.body));
  const saved = await preferencesOf(french.body.userId);
  assert.deepEqual([saved?.language, saved?.currency, saved?.time_zone], ['fr', DEFAULT_PREFERENCES.currency, DEFAULT_PREFERENCES.timeZone]);

  const plain = await clientFor().answer(Api.auth.register, { body: newRegistration() });
  assert.equal(await preferencesOf(plain.body.userId), undefined, 'no row: the defaults (English)');
  const unknown = await clientFor().answer(Api.auth.register, { body: { ...newRegistration(), language: 'xx' as 'en' } });
  assert.equal(unknown.status, 400);
});

test('account numbers are drawn at random: registrations one after another get numbers neither in order nor close together', async () => {
  const serials: number[] = [];
  for (let i = 0; i < 5; i++) {
    const { account_number: number } = await profileRow((await registerRecipient()).userId);
    assert.match(number, /^7700\d{8}$/);
    serials.push(Number(number.slice(4, 11)));
  }
  // A sequence gives ascending serials a few apart (other registrations run meanwhile); five random draws from
  // ten million are ascending once in 120 and lie within a tenth of the range once in 2,000: both together almost never.
  const ascending = serials.every((s, i) => i === 0 || s > serials[i - 1]!);
  const spread = Math.max(...serials) - Math.min(...serials);
  assert.ok(!(ascending && spread < 1_000_000), `serials in order and close together: ${serials.join(', ')}`);
});

test('the server applies the spec checks in order with their messages, and stores nothing', async () => {
  const cases: Array<[Record<string, unknown>, string]> = [
    [{ grantNumber: '' }, RegistrationMessages.grantNumberRequired],
    [{ grantNumber: 'GR-2024-1' }, RegistrationMessages.grantNumberFormat],
    [{ firstName: ' ' }, RegistrationMessages.namesRequired],
    [{ email: '' }, RegistrationMessages.emailRequired],
    [{ confirmPassword: 'Other#2026' }, RegistrationMessages.passwordsDoNotMatch],
    [{ password: 'abc', confirmPassword: 'abc' }, RegistrationMessages.passwordTooShort],
  ];
  for (const [change, message] of cases) {
    const request = { ...newRegistration(), ...change };
    const answer = await clientFor().answer(Api.auth.register, { body: request });
    assert.equal(answer.status, 400, message);
    assert.equal(answer.body.message, message);
    if (typeof request.email === 'string' && request.email) {
      const signIn = await tokenFor(request.email as string, request.password as string).then(
        () => 'signed in',
        () => 'refused',
      );
      assert.equal(signIn, 'refused', `no login may exist after: ${message}`);
    }
  }
});

test('a second account with an already used grant number is accepted and flagged as a grant conflict', async () => {
  const grantNumber = `UNSEAF-2025/GR-${String(Date.now() % 10000).padStart(4, '0')}`;
  const first = await registerRecipient({ grantNumber });
  const second = await registerRecipient({ grantNumber });
  const admin = await tokenFor('admin', 'Admin#2026');
  const list = await clientFor(admin).answer(Api.admin.users, { query: { status: 'pending' } });
  const flagged = list.body.filter((p) => p.id === first.userId || p.id === second.userId);
  assert.equal(flagged.length, 2);
  assert.ok(flagged.every((p) => p.grantConflict));
});

async function profilesWithEmail(email: string): Promise<number> {
  return withDatabase('accounts-kyc', async (client) => {
    return (await client.query('SELECT count(*)::int AS n FROM profiles WHERE email = $1', [email])).rows[0].n;
  });
}

test('registering an address that has an account is answered like a new registration: nothing is created, the owner is told in their language', async () => {
  const owner = await approvedRecipientWithToken();
  await setPreferences(owner.token, { language: 'de' });
  const since = new Date(Date.now() - 1000);

  const fresh = await clientFor().answer(Api.auth.register, { body: newRegistration() });
  const again = await clientFor().answer(Api.auth.register, {
    body: newRegistration({ email: owner.email.toUpperCase(), password: 'Other#2026', confirmPassword: 'Other#2026' }),
  });
  assert.equal(again.status, fresh.status);
  assert.equal(again.status, 201);
  assert.deepEqual(Object.keys(again.body).sort(), Object.keys(fresh.body).sort());
  assert.equal(again.body.email, owner.email);
  assert.equal(again.body.accountStatus, 'pending');
  assert.equal(again.body.grantNumber, fresh.body.grantNumber);
  assert.match(String(again.body.userId), /^[0-9a-f-]{36}$/);
  assert.notEqual(again.body.userId, owner.userId);

  // Nothing was created: no profile under the answered id, still one profile and one login for the address.
  assert.equal(await profileRow(String(again.body.userId)), undefined);
  assert.equal(await profilesWithEmail(owner.email), 1);
  await tokenFor(owner.email, owner.password);
  const withNewPassword = await tokenFor(owner.email, 'Other#2026').then(
    () => 'signed in',
    () => 'refused',
  );
  assert.equal(withNewPassword, 'refused');

  const { waitForMail } = await import('@portal/infra');
  const notice = CATALOGUES.de.email.registrationAttempt;
  const mail = await waitForMail({ to: owner.email, subject: notice.subject, since, timeoutMs: 20_000 });
  assert.ok(mail.text?.includes(notice.ignore), 'in German');
  assert.match(mail.text ?? '', /https?:\/\/\S+\/login/);
  assert.match(mail.text ?? '', /https?:\/\/\S+\/forgot-password/);
});

test("an admin's address (no profile, so no language) gets the notice in English", async () => {
  const admin = await newAdminWithTotp();
  const email = `${admin.username}@example.org`;
  const since = new Date(Date.now() - 1000);
  const answer = await clientFor().answer(Api.auth.register, { body: newRegistration({ email }) });
  assert.equal(answer.status, 201);
  const { waitForMail } = await import('@portal/infra');
  const mail = await waitForMail({ to: email, subject: CATALOGUES.en.email.registrationAttempt.subject, since, timeoutMs: 20_000 });
  assert.ok(mail.text?.includes(CATALOGUES.en.email.registrationAttempt.ignore));
});

test('the owner gets one notice an hour, however often the form is sent with their address', async () => {
  const [owner, fence1, fence2] = await Promise.all([registerRecipient(), registerRecipient(), registerRecipient()]);
  const subject = CATALOGUES.en.email.registrationAttempt.subject;
  const since = new Date(Date.now() - 1000);
  const { readMails, waitForMail } = await import('@portal/infra');
  const attempt = async (email: string) => assert.equal((await clientFor().answer(Api.auth.register, { body: newRegistration({ email }) })).status, 201);

  await attempt(owner.email);
  await waitForMail({ to: owner.email, subject, since, timeoutMs: 20_000 });
  await attempt(owner.email);
  await attempt(owner.email);
  // Notices of other addresses queued after these, one after the other: once both arrived, a second notice
  // to the owner (queued before them) would have been sent too.
  await attempt(fence1.email);
  await waitForMail({ to: fence1.email, subject, since, timeoutMs: 20_000 });
  await attempt(fence2.email);
  await waitForMail({ to: fence2.email, subject, since, timeoutMs: 20_000 });
  const notices = (await readMails({ to: owner.email })).filter((m) => m.subject === subject && new Date(m.time) >= since);
  assert.equal(notices.length, 1);
});

test('an address or a name the account server would refuse is refused with its message and creates nothing', async () => {
  for (const [change, message] of [
    [{ email: 'amina.@example.org' }, RegistrationMessages.emailInvalid],
    [{ lastName: 'Okafor <admin>' }, RegistrationMessages.namesInvalid],
  ] as const) {
    const request = newRegistration(change);
    const answer = await clientFor().answer(Api.auth.register, { body: request });
    assert.equal(answer.status, 400, JSON.stringify(answer.body));
    assert.equal((answer.body as { message: string }).message, message);
  }
});
