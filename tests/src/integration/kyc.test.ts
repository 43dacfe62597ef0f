import { test, beforeAll, afterAll } from '@jest/globals';
import assert from 'node:assert/strict';
import { existsSync, mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { randomUUID } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import path from 'node:path';
import pg from 'pg';
import { KycMessages, KycRequiredMessages, KYC_MAX_BYTES, KYC_STORAGE_FAILED } from '@portal/contracts';
import { DocumentLinkSigner } from '@portal/gateway/dist/testing.js';
import { api, tokenFor, databaseUrl, DEMO_ADMIN, GATEWAY_URL } from '../support/platform.js';
import { approvedRecipientWithToken, elfBytes, pdfBytes, uploadKyc } from '../support/kyc.js';
import { waitFor } from '../support/wait.js';

const storageRoot = fileURLToPath(new URL('../../../.data/kyc-documents-test', import.meta.url));
const db = new pg.Pool({ connectionString: databaseUrl('portal_accounts_kyc'), max: 2 });
let adminToken: string;
beforeAll(async () => {
  adminToken = await tokenFor(DEMO_ADMIN.username, DEMO_ADMIN.password);
});
afterAll(() => db.end());

// Copied into an array of this test's realm: Jest's node:assert compares prototypes, and fs answers from Node's own realm.
const storedFiles = (userId: string) => (existsSync(path.join(storageRoot, userId)) ? [...readdirSync(path.join(storageRoot, userId))] : []);
const documentRows = async (userId: string) => (await db.query('SELECT * FROM kyc_documents WHERE user_id = $1 ORDER BY submitted_at', [userId])).rows;
const kycStatus = async (userId: string) => (await db.query('SELECT kyc_status FROM profiles WHERE id = $1', [userId])).rows[0]?.kyc_status;

test('a PDF submission is stored at {userId}/aml-certificate-{timestamp}.pdf with a pending row and pending profile', async () => {
  const r = await approvedRecipientWithToken();
  const answer = await uploadKyc(r.token, 'My AML certificate.pdf', pdfBytes());
  assert.equal(answer.status, 201, JSON.stringify(answer.body));
  assert.equal(answer.body.status, 'pending');
  assert.equal(answer.body.grantAwardNumber, r.grantNumber);
  const [row] = await documentRows(r.userId);
  assert.equal(row.status, 'pending');
  assert.equal(row.document_type, 'aml_certificate');
  assert.match(row.file_path, new RegExp(`^${r.userId}/aml-certificate-\\d{13}\\.pdf$`));
  assert.deepEqual(storedFiles(r.userId), [path.basename(row.file_path)]);
  assert.equal(await kycStatus(r.userId), 'pending');
  const overview = await api<{ kycStatus: string; latestDocument: { id: string } }>('GET', '/api/kyc', { token: r.token });
  assert.equal(overview.body.kycStatus, 'pending');
  assert.equal(overview.body.latestDocument.id, row.id);

  const again = await uploadKyc(r.token, 'again.pdf', pdfBytes());
  assert.equal(again.status, 409);
  assert.equal(again.body.message, KycMessages.alreadyPending);
});

test('a renamed executable, a script named .pdf, an 11 MB file and a missing file are refused and nothing is stored', async () => {
  const r = await approvedRecipientWithToken();
  const cases: Array<[string, Uint8Array, number, string]> = [
    ['certificate.pdf', elfBytes(), 415, KycMessages.contentMismatch],
    ['certificate.pdf', new TextEncoder().encode('#!/bin/sh\necho owned\n'), 415, KycMessages.contentMismatch],
    ['tool.exe', pdfBytes(), 415, KycMessages.unsupportedType],
    [
      'big.pdf',
      (() => {
        const b = new Uint8Array(11 * 1024 * 1024);
        b.set(pdfBytes());
        return b;
      })(),
      413,
      KycMessages.tooLarge,
    ],
  ];
  for (const [name, data, status, message] of cases) {
    const answer = await uploadKyc(r.token, name, data);
    assert.equal(answer.status, status, `${name}: ${JSON.stringify(answer.body)}`);
    assert.equal(answer.body.message, message);
  }
  const form = new FormData();
  form.append('note', 'no file here');
  const empty = await fetch(`${GATEWAY_URL}/api/kyc/documents`, { method: 'POST', headers: { authorization: `Bearer ${r.token}` }, body: form });
  assert.equal(empty.status, 400);
  assert.equal(((await empty.json()) as { message: string }).message, KycMessages.fileRequired);

  assert.deepEqual(await documentRows(r.userId), []);
  assert.deepEqual(storedFiles(r.userId), []);
  assert.equal(await kycStatus(r.userId), 'not_submitted');

  const atLimit = new Uint8Array(KYC_MAX_BYTES);
  atLimit.set(pdfBytes());
  assert.equal((await uploadKyc(r.token, 'exactly-10mb.pdf', atLimit)).status, 201, 'exactly 10 MB is accepted');
});

test('a document store failure is answered with the one fixed message; its cause goes to the service log only', async () => {
  const r = await approvedRecipientWithToken();
  // The store cannot create this recipient's folder: a file stands where it would go (the real store, failing for real).
  mkdirSync(storageRoot, { recursive: true });
  const blocker = path.join(storageRoot, r.userId);
  writeFileSync(blocker, 'not a folder');
  try {
    const answer = await uploadKyc(r.token, 'aml.pdf', pdfBytes());
    assert.equal(answer.status, 502, JSON.stringify(answer.body));
    assert.equal(answer.body.code, KYC_STORAGE_FAILED);
    assert.equal(answer.body.message, KycMessages.saveFailed);
    assert.equal(await kycStatus(r.userId), 'not_submitted');
    assert.deepEqual(await documentRows(r.userId), []);
    // The operators see why, with the recipient's id, in accounts-kyc's log.
    const logFile = fileURLToPath(new URL('../../../.data/logs/accounts-kyc-test.log', import.meta.url));
    await waitFor(
      () =>
        readFileSync(logFile, 'utf8')
          .split('\n')
          .some((line) => line.includes('storing a KYC document failed') && line.includes(r.userId) && line.includes(blocker)),
      { timeoutMs: 10_000, what: 'the storage failure in the accounts-kyc log' },
    );
  } finally {
    rmSync(blocker, { force: true });
  }
  assert.equal((await uploadKyc(r.token, 'aml.pdf', pdfBytes())).status, 201, 'once the store works again the upload goes through');
});

test('signed links: the owner and admins may open a document; another user, an expired or a tampered link may not', async () => {
  const owner = await approvedRecipientWithToken();
  const data = pdfBytes('owner document');
  const { body: document } = await uploadKyc(owner.token, 'aml.pdf', data);

  const link = await api<{ url: string; expiresAt: string }>('GET', `/api/kyc/documents/${document.id}/link`, { token: owner.token });
  assert.equal(link.status, 200);
  const expiresIn = new Date(link.body.expiresAt).getTime() - Date.now();
  assert.ok(expiresIn > 3590_000 && expiresIn <= 3600_000, `expires in ${expiresIn} ms`);
  const file = await fetch(GATEWAY_URL + link.body.url);
  assert.equal(file.status, 200);
  assert.equal(file.headers.get('content-type'), 'application/pdf');
  assert.deepEqual(new Uint8Array(await file.arrayBuffer()), data);

  const other = await approvedRecipientWithToken();
  const refused = await api<{ message: string }>('GET', `/api/kyc/documents/${document.id}/link`, { token: other.token });
  assert.equal(refused.status, 403);
  assert.equal(refused.body.message, KycMessages.notYourDocument);

  // Admins ask through their own route; the recipients' route serves only the owner's documents.
  assert.equal((await api('GET', `/api/kyc/documents/${document.id}/link`, { token: adminToken })).status, 403);
  const adminLink = await api<{ url: string }>('GET', `/api/admin/kyc/documents/${document.id}/link`, { token: adminToken });
  assert.equal(adminLink.status, 200);
  assert.equal((await fetch(GATEWAY_URL + adminLink.body.url)).status, 200);
  const audit = await db.query(`SELECT event_type FROM audit_logs WHERE user_id = $1 AND admin_id = $2 ORDER BY id`, [owner.userId, DEMO_ADMIN.id]);
  assert.deepEqual(
    audit.rows.map((r) => r.event_type),
    ['document_view', 'document_download'],
  );

  const signer = new DocumentLinkSigner(process.env.KYC_LINK_SECRET!);
  const expired = signer.create(String(document.id), owner.userId, false, Date.now() - 3601_000).token;
  const expiredAnswer = await fetch(`${GATEWAY_URL}/api/kyc/files/${expired}`);
  assert.equal(expiredAnswer.status, 410);
  assert.equal(((await expiredAnswer.json()) as { message: string }).message, KycMessages.linkExpired);
  const [payload, signature] = link.body.url.split('/').pop()!.split('.');
  const claims = JSON.parse(Buffer.from(payload!, 'base64url').toString());
  const tampered = `${Buffer.from(JSON.stringify({ ...claims, d: randomUUID(), a: true })).toString('base64url')}.${signature}`;
  assert.equal((await fetch(`${GATEWAY_URL}/api/kyc/files/${tampered}`)).status, 403);
});

test('admin decisions stamp the review, write the audit log and unlock money features; rejection allows resubmission', async () => {
  const r = await approvedRecipientWithToken();
  const locked = await api<{ code: string; message: string }>('GET', '/api/transactions', { token: r.token });
  assert.equal(locked.status, 403);
  assert.equal(locked.body.code, 'KYC_NOT_APPROVED');
  assert.equal(locked.body.message, KycRequiredMessages.transactions);

  await uploadKyc(r.token, 'first.pdf', pdfBytes());
  const rejected = await api<{ status: string; reviewerNotes: string; reviewedBy: string; reviewedAt: string }>('POST', `/api/admin/kyc/${r.userId}/decision`, {
    token: adminToken,
    body: { decision: 'rejected', notes: 'The certificate is not signed.' },
  });
  assert.equal(rejected.status, 201);
  assert.equal(rejected.body.status, 'rejected');
  assert.equal(rejected.body.reviewedBy, DEMO_ADMIN.id);
  assert.ok(rejected.body.reviewedAt);
  assert.equal(await kycStatus(r.userId), 'rejected');

  const resubmitted = await uploadKyc(r.token, 'second.pdf', pdfBytes('signed'));
  assert.equal(resubmitted.status, 201);
  const noteOnly = await api<{ status: string; reviewerNotes: string }>('POST', `/api/admin/kyc/documents/${resubmitted.body.id}/notes`, {
    token: adminToken,
    body: { notes: 'Looks complete; checking the signature.' },
  });
  assert.equal(noteOnly.body.status, 'pending');
  assert.equal(noteOnly.body.reviewerNotes, 'Looks complete; checking the signature.');

  const approved = await api<{ status: string }>('POST', `/api/admin/kyc/${r.userId}/decision`, { token: adminToken, body: { decision: 'approved' } });
  assert.equal(approved.body.status, 'approved');
  assert.equal((await api('GET', '/api/transactions', { token: r.token })).status, 200);
  const twice = await api('POST', `/api/admin/kyc/${r.userId}/decision`, { token: adminToken, body: { decision: 'approved' } });
  assert.equal(twice.status, 409, 'no pending submission left to decide');

  const reset = await api<{ kycStatus: string }>('POST', `/api/admin/kyc/${r.userId}/reset`, { token: adminToken });
  assert.equal(reset.body.kycStatus, 'pending');
  assert.equal((await api('GET', '/api/transactions', { token: r.token })).status, 403);

  const audit = await db.query(`SELECT event_type, action FROM audit_logs WHERE user_id = $1 ORDER BY id`, [r.userId]);
  assert.deepEqual(
    audit.rows.map((row) => `${row.event_type}:${row.action}`),
    [
      'kyc_submission:submitted',
      'kyc_status_change:rejected',
      'kyc_submission:submitted',
      'kyc_notes:notes saved',
      'kyc_status_change:approved',
      'kyc_status_change:reset to pending',
    ],
  );
  const list = await api<Array<{ userId: string; documentCount: number }>>('GET', '/api/admin/kyc?status=pending', { token: adminToken });
  assert.equal(list.body.find((k) => k.userId === r.userId)?.documentCount, 2);
});

test('KYC admin calls need the admin role', async () => {
  const r = await approvedRecipientWithToken();
  assert.equal((await api('GET', '/api/admin/kyc', { token: r.token })).status, 403);
  assert.equal((await api('POST', `/api/admin/kyc/${r.userId}/decision`, { token: r.token, body: { decision: 'approved' } })).status, 403);
});
