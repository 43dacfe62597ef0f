import { test } from '@jest/globals';
import assert from 'node:assert/strict';
import { Api, DEFAULT_PREFERENCES, type Preferences } from '@portal/contracts';
import { approvedRecipientWithToken } from '../support/kyc.js';
import { clientFor } from '../support/client.js';
import { DEMO_ADMIN, tokenFor } from '../support/platform.js';

const chosen: Preferences = {
  language: 'de',
  currency: 'EUR',
  timeZone: 'America/New_York',
  notifications: { ...DEFAULT_PREFERENCES.notifications, transferStatus: false, ticketReplies: false },
};

test('a recipient starts with the defaults, saves their preferences and reads them back; another recipient keeps theirs', async () => {
  const a = await approvedRecipientWithToken();
  const b = await approvedRecipientWithToken();
  const clientA = clientFor(a.token);
  assert.deepEqual(await clientA.call(Api.me.preferences), DEFAULT_PREFERENCES);
  assert.deepEqual(await clientA.call(Api.me.updatePreferences, { body: chosen }), chosen);
  assert.deepEqual(await clientA.call(Api.me.preferences), chosen);
  assert.deepEqual(await clientFor(b.token).call(Api.me.preferences), DEFAULT_PREFERENCES);
});

test('bad preferences are refused with a clear message and change nothing; admins have no preferences', async () => {
  const r = await approvedRecipientWithToken();
  const client = clientFor(r.token);
  await client.call(Api.me.updatePreferences, { body: chosen });
  const badLanguage = await client.answer(Api.me.updatePreferences, { body: { ...chosen, language: 'xx', currency: 'GBP' } as never });
  assert.equal(badLanguage.status, 400);
  assert.match((badLanguage.body as { message: string }).message, /^language: /);
  const missingTopic = await client.answer(Api.me.updatePreferences, { body: { ...chosen, notifications: { accountStatus: true } } as never });
  assert.equal(missingTopic.status, 400);
  assert.deepEqual(await client.call(Api.me.preferences), chosen);

  const admin = clientFor(await tokenFor(DEMO_ADMIN.username, DEMO_ADMIN.password));
  assert.equal((await admin.answer(Api.me.preferences)).status, 403);
  assert.equal((await clientFor().answer(Api.me.preferences)).status, 401);
});
