import { test } from '@jest/globals';
import assert from 'node:assert/strict';
import { Api, ProfileMessages, isRecipientMe } from '@portal/contracts';
import { approvedRecipientWithToken } from '../support/kyc.js';
import { clientFor } from '../support/client.js';
import { databaseProbe } from '../support/databases.js';

const accounts = databaseProbe('accounts-kyc');

test('a recipient saves their contact details; the change is audited and /api/me shows it; name, e-mail and numbers stay', async () => {
  const r = await approvedRecipientWithToken();
  const client = clientFor(r.token);
  const before = await client.call(Api.me.get);
  assert.ok(isRecipientMe(before));
  const saved = await client.call(Api.me.updateProfile, {
    body: { mobile: '+41 22 555 0100', address: '5 Chemin des Fleurs', city: 'Geneva', state: 'GE', zipCode: '1201', country: 'Switzerland' },
  });
  assert.deepEqual(
    [saved.mobile, saved.address, saved.city, saved.state, saved.zipCode, saved.country],
    ['+41 22 555 0100', '5 Chemin des Fleurs', 'Geneva', 'GE', '1201', 'Switzerland'],
  );
  assert.deepEqual(
    [saved.email, saved.grantNumber, saved.accountNumber, saved.fullName],
    [before.email, before.grantNumber, before.accountNumber, before.fullName],
  );
  const after = await client.call(Api.me.get);
  assert.ok(isRecipientMe(after));
  assert.equal(after.city, 'Geneva');

  const { rows } = await accounts.query(`SELECT details FROM audit_logs WHERE user_id = $1 AND event_type = 'profile_update'`, [r.userId]);
  assert.equal(rows.length, 1);
  assert.deepEqual(rows[0].details.city, { from: null, to: 'Geneva' });
});

test('bad contact details are refused with a clear message and change nothing; the body cannot touch read-only fields', async () => {
  const r = await approvedRecipientWithToken();
  const client = clientFor(r.token);
  const base = { mobile: '', address: '', city: 'Nairobi', state: '', zipCode: '', country: 'Kenya' };
  await client.call(Api.me.updateProfile, { body: base });
  const badPhone = await client.answer(Api.me.updateProfile, { body: { ...base, mobile: 'call me maybe', city: 'Mombasa' } });
  assert.deepEqual([badPhone.status, (badPhone.body as { message: string }).message], [400, `mobile: ${ProfileMessages.phone}`]);
  const tooLong = await client.answer(Api.me.updateProfile, { body: { ...base, city: 'x'.repeat(101) } });
  assert.equal(tooLong.status, 400);
  const sneaky = await client.call(Api.me.updateProfile, { body: { ...base, email: 'attacker@example.org', grantNumber: 'UNSEAF-2020/GR-9999' } as never });
  const me = await client.call(Api.me.get);
  assert.ok(isRecipientMe(me));
  assert.equal(me.city, 'Nairobi');
  assert.equal(sneaky.email, r.email);
  assert.notEqual(me.grantNumber, 'UNSEAF-2020/GR-9999');
});
