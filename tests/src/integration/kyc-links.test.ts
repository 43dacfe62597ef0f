// Signed KYC document links (gateway/src/kyc/document-link.ts): bound to one document, one requester
// and an expiry, signed with this install's key. Links that are validly signed but name another
// user's document, links signed with a guessable key and links with a changed document are refused.
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { beforeAll, test } from '@jest/globals';
import { KycMessages } from '@portal/contracts';
import { DocumentLinkSigner } from '@portal/gateway/dist/testing.js';
import { GATEWAY_URL, api } from '../support/platform.js';
import { approvedRecipientWithToken, pdfBytes, uploadKyc } from '../support/kyc.js';

type Recipient = Awaited<ReturnType<typeof approvedRecipientWithToken>>;
let a: Recipient;
let b: Recipient;
let docA: string;
let docA2: string;
let docB: string;
const signer = () => new DocumentLinkSigner(process.env.KYC_LINK_SECRET!);
const open = (token: string) => fetch(`${GATEWAY_URL}/api/kyc/files/${token}`);

beforeAll(async () => {
  a = await approvedRecipientWithToken();
  b = await approvedRecipientWithToken();
  docA = String((await uploadKyc(a.token, 'a.pdf', pdfBytes('A first'))).body.id);
  docA2 = String((await uploadKyc(a.token, 'a2.pdf', pdfBytes('A second'))).body.id);
  docB = String((await uploadKyc(b.token, 'b.pdf', pdfBytes('B'))).body.id);
});

async function linkOf(token: string, documentId: string): Promise<string> {
  const answer = await api<{ url: string }>('GET', `/api/kyc/documents/${documentId}/link`, { token });
  assert.equal(answer.status, 200);
  return answer.body.url.split('/').pop()!;
}

test('a link opens only the document it was made for (another document id under the same signature is refused)', async () => {
  const token = await linkOf(a.token, docA);
  assert.equal((await open(token)).status, 200);
  const [payload, signature] = token.split('.');
  const claims = JSON.parse(Buffer.from(payload!, 'base64url').toString());
  for (const d of [docA2, docB]) {
    const moved = `${Buffer.from(JSON.stringify({ ...claims, d })).toString('base64url')}.${signature}`;
    const answer = await open(moved);
    assert.equal(answer.status, 403);
    assert.equal(((await answer.json()) as { message: string }).message, KycMessages.linkInvalid);
  }
});

test('a correctly signed link that names another user’s document for a recipient is refused by the owner check', async () => {
  // As if the signing key leaked into B's hands: the service still checks that the requester owns the document.
  const forged = signer().create(docA, b.userId, false).token;
  const answer = await open(forged);
  assert.equal(answer.status, 403);
  assert.equal(((await answer.json()) as { message: string }).message, KycMessages.notYourDocument);
  // B cannot ask for a link to A's document either.
  assert.equal((await api('GET', `/api/kyc/documents/${docA}/link`, { token: b.token })).status, 403);
});

test('links signed with a development or guessed key, expired links and malformed tokens are refused', async () => {
  for (const key of ['development-only-kyc-link-secret', 'change-me-in-production-kyc-link-secret', 'x'.repeat(32)]) {
    assert.equal((await open(new DocumentLinkSigner(key).create(docA, a.userId, true).token)).status, 403, key);
  }
  const expired = await open(signer().create(docA, a.userId, false, Date.now() - 3601_000).token);
  assert.equal(expired.status, 410);
  for (const garbage of ['x', 'a.b.c', `${randomUUID()}.`, '.sig', 'e30.' + 'A'.repeat(43)]) {
    const answer = await open(encodeURIComponent(garbage));
    assert.ok([400, 403].includes(answer.status), `${garbage}: ${answer.status}`);
  }
});

test('the link key is this install’s own: long and random, not a development value', () => {
  const key = process.env.KYC_LINK_SECRET!;
  assert.ok(key.length >= 32);
  assert.ok(!/dev|change-me|secret/i.test(key));
});
