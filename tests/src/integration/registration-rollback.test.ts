import { test } from '@jest/globals';
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { Rpc, RegistrationMessages, Api } from '@portal/contracts';
import { NatsRpc } from '../support/rpc.js';
import { newRegistration, KEYCLOAK_URL } from '../support/platform.js';
import { clientFor } from '../support/client.js';

async function keycloakUsersWithEmail(email: string): Promise<number> {
  const tokenRes = await fetch(`${KEYCLOAK_URL}/realms/grant-portal/protocol/openid-connect/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ grant_type: 'client_credentials', client_id: 'identity-service', client_secret: process.env.KEYCLOAK_IDENTITY_SECRET! }),
  });
  const { access_token: token } = (await tokenRes.json()) as { access_token: string };
  const res = await fetch(`${KEYCLOAK_URL}/admin/realms/grant-portal/users?email=${encodeURIComponent(email)}&exact=true`, {
    headers: { authorization: `Bearer ${token}` },
  });
  return ((await res.json()) as unknown[]).length;
}

test('when the profile cannot be created, the Keycloak login is removed again (no orphaned login)', async () => {
  const request = newRegistration();
  // A profile that already holds this e-mail makes accounts-kyc refuse the new one after Keycloak accepted the login.
  const rpc = new NatsRpc();
  await rpc.connect();
  try {
    await rpc.call(Rpc.accountsCreateProfile, {
      userId: randomUUID(),
      email: request.email,
      firstName: 'Taken',
      lastName: 'Already',
      grantNumber: request.grantNumber,
      mobile: null,
      country: null,
    });
  } finally {
    await rpc.close();
  }
  assert.equal(await keycloakUsersWithEmail(request.email), 0);
  const answer = await clientFor().answer(Api.auth.register, { body: request });
  assert.equal(answer.status, 502);
  assert.equal(answer.body.message, RegistrationMessages.profileFailed);
  assert.equal(await keycloakUsersWithEmail(request.email), 0, 'the login created for this registration was deleted');
});
