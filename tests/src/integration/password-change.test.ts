import { test } from '@jest/globals';
import assert from 'node:assert/strict';
import { signIn } from '@portal/infra/oidc';
import { AdminPasswordMessages, Api, PasswordChangeMessages } from '@portal/contracts';
import { GATEWAY_URL, KEYCLOAK_URL, signInAdmin } from '../support/platform.js';
import { newAdminWithTotp } from '../support/admins.js';
import { approvedRecipientWithToken } from '../support/kyc.js';
import { clientFor } from '../support/client.js';

async function session(username: string, password: string) {
  const result = await signIn({ username, password, keycloakUrl: KEYCLOAK_URL, redirectUri: `${GATEWAY_URL}/callback` });
  return result.tokens as { access_token: string; refresh_token: string } | null;
}

async function refreshes(refreshToken: string): Promise<boolean> {
  const res = await fetch(`${KEYCLOAK_URL}/realms/grant-portal/protocol/openid-connect/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ grant_type: 'refresh_token', client_id: 'portal-web', refresh_token: refreshToken }),
  });
  return res.ok;
}

test('a wrong current password is refused and changes nothing; mismatched and too short new passwords are refused', async () => {
  const r = await approvedRecipientWithToken();
  const client = clientFor(r.token);
  const wrong = await client.answer(Api.me.changePassword, {
    body: { currentPassword: 'not-my-password', newPassword: 'Better#2027', confirmPassword: 'Better#2027' },
  });
  assert.deepEqual([wrong.status, (wrong.body as { message: string }).message], [400, PasswordChangeMessages.currentWrong]);
  const mismatch = await client.answer(Api.me.changePassword, {
    body: { currentPassword: r.password, newPassword: 'Better#2027', confirmPassword: 'Better#2028' },
  });
  assert.deepEqual([mismatch.status, (mismatch.body as { message: string }).message], [400, PasswordChangeMessages.mismatch]);
  const short = await client.answer(Api.me.changePassword, { body: { currentPassword: r.password, newPassword: 'abc', confirmPassword: 'abc' } });
  assert.equal(short.status, 400);
  assert.ok(await session(r.email, r.password), 'the old password still signs in');
});

test('the right current password sets the new one; other sessions end, the current one stays', async () => {
  const r = await approvedRecipientWithToken();
  const current = await session(r.email, r.password);
  const other = await session(r.email, r.password);
  assert.ok(current && other);
  const changed = await clientFor(current.access_token).call(Api.me.changePassword, {
    body: { currentPassword: r.password, newPassword: 'Better#2027', confirmPassword: 'Better#2027' },
  });
  assert.deepEqual(changed, { changed: true });
  assert.equal(await refreshes(other.refresh_token), false, 'the other session ended');
  assert.equal(await refreshes(current.refresh_token), true, 'the session that changed the password goes on');
  assert.equal(await session(r.email, r.password), null, 'the old password no longer signs in');
  assert.ok(await session(r.email, 'Better#2027'), 'the new password signs in');
});

test("an admin's new password needs 12 characters (8 and 11 are refused); a recipient's six still do", async () => {
  const admin = await newAdminWithTotp();
  const signedIn = await signInAdmin(admin.username, admin.password, admin.totpSecret);
  assert.ok(signedIn.tokens, `admin sign-in (HTTP ${signedIn.status})`);
  const adminClient = clientFor(signedIn.tokens.access_token);
  for (const short of ['Adm#2026', 'Admin#20261']) {
    const refused = await adminClient.answer(Api.me.changePassword, { body: { currentPassword: admin.password, newPassword: short, confirmPassword: short } });
    assert.deepEqual([refused.status, (refused.body as { message: string }).message], [400, AdminPasswordMessages.tooShort], `${short.length} characters`);
  }

  const r = await approvedRecipientWithToken();
  const changed = await clientFor(r.token).call(Api.me.changePassword, {
    body: { currentPassword: r.password, newPassword: 'abc123', confirmPassword: 'abc123' },
  });
  assert.deepEqual(changed, { changed: true });
  assert.ok(await session(r.email, 'abc123'), 'the six-character password signs in');
});
