// Inputs that PostgreSQL or Keycloak would fail on (a 5xx) are refused at the gateway with a 400 and a clear message.
import assert from 'node:assert/strict';
import { test } from '@jest/globals';
import { Api, GenericMessages, KycMessages, PROFILE_FIELD_MAX } from '@portal/contracts';
import { GATEWAY_URL, newRegistration } from '../support/platform.js';
import { fundedRecipient } from '../support/money.js';
import { clientFor } from '../support/client.js';

test('dates that match YYYY-MM-DD but do not exist are a 400, not a 500 (transactions, CSV export)', async () => {
  const r = await fundedRecipient(100_000, 13);
  for (const route of [Api.me.transactions, Api.me.transactionsCsv]) {
    for (const query of [{ from: '8585-34-10' }, { to: '2026-02-30' }, { from: '5009-32-32', to: '2148-97-01' }]) {
      const answer = await clientFor(r.token).answer(route, { query });
      assert.equal(answer.status, 400, `${route.path} ${JSON.stringify(query)}`);
      assert.match(answer.body.message ?? '', /Dates are YYYY-MM-DD/);
    }
  }
  assert.equal((await clientFor(r.token).answer(Api.me.transactions, { query: { from: '2024-02-29', to: '2026-12-31' } })).status, 200);
});

test('a NUL character in any text input is a 400 naming the field, never reaching Keycloak or PostgreSQL', async () => {
  const registration = newRegistration({ firstName: 'A\u0000b' });
  const answer = await clientFor().answer(Api.auth.register, { body: registration });
  assert.equal(answer.status, 400);
  assert.equal(answer.body.message, `firstName: ${GenericMessages.nulCharacter}`);
  // Nothing was created: the same e-mail registers normally afterwards.
  const clean = await clientFor().answer(Api.auth.register, { body: { ...registration, firstName: 'Ab' } });
  assert.equal(clean.status, 201);
});

test('a KYC upload whose multipart body cannot be read (no boundary) is a 400, not a 500', async () => {
  const r = await fundedRecipient(10_000, 13);
  const res = await fetch(`${GATEWAY_URL}${Api.kyc.submit.path}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${r.token}`, 'content-type': 'multipart/form-data' },
    body: 'not a multipart body',
  });
  assert.equal(res.status, 400, await res.clone().text());
  assert.match(((await res.json()) as { message: string }).message, new RegExp(KycMessages.fileRequired));
});

test('contact details longer than the published limit are refused even when the excess is spaces', async () => {
  const r = await fundedRecipient(10_000, 13);
  const body = { mobile: '', address: '', city: '', state: `G${' '.repeat(PROFILE_FIELD_MAX.state)}`, zipCode: '', country: '' };
  const answer = await clientFor(r.token).answer(Api.me.updateProfile, { body });
  assert.equal(answer.status, 400, JSON.stringify(answer.body));
});
