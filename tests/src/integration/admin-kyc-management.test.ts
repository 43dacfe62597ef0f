import { test, beforeAll } from '@jest/globals';
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { Api } from '@portal/contracts';
import { rawRequest, tokenFor, DEMO_ADMIN, DEMO_RECIPIENT, GATEWAY_URL } from '../support/platform.js';
import { approvedRecipientWithToken, pdfBytes, uploadKyc } from '../support/kyc.js';
import { clientFor } from '../support/client.js';
import { databaseProbe } from '../support/databases.js';
import { waitFor } from '../support/wait.js';

const db = databaseProbe('accounts-kyc', { max: 1, writable: true });
let admin: string;

beforeAll(async () => {
  admin = await tokenFor(DEMO_ADMIN.username, DEMO_ADMIN.password);
});

/** A recipient with a pending KYC submission. */
async function pendingKyc() {
  const recipient = await approvedRecipientWithToken();
  const upload = await uploadKyc(recipient.token, 'aml.pdf', pdfBytes(`cert ${recipient.userId}`));
  assert.equal(upload.status, 201, JSON.stringify(upload.body));
  return { ...recipient, documentId: upload.body.id as string };
}

async function kycStatusOf(userId: string): Promise<string> {
  const { rows } = await db.query<{ kyc_status: string }>('SELECT kyc_status FROM profiles WHERE id = $1', [userId]);
  return rows[0]!.kyc_status;
}

async function auditRows(userId: string) {
  const { rows } = await db.query<{ event_type: string; action: string; admin_id: string | null; details: Record<string, unknown> }>(
    'SELECT event_type, action, admin_id, details FROM audit_logs WHERE user_id = $1 ORDER BY id',
    [userId],
  );
  return rows;
}

test('bulk approve changes every selected pending request, audited as bulk_kyc_action with one bulk id', async () => {
  const [a, b] = [await pendingKyc(), await pendingKyc()];
  const answer = await clientFor(admin).answer(Api.adminKyc.bulk, { body: { userIds: [a.userId, b.userId], action: 'approved', notes: 'Checked in bulk' } });
  assert.equal(answer.status, 201, JSON.stringify(answer.body));
  assert.deepEqual(answer.body.succeeded.sort(), [a.userId, b.userId].sort());
  assert.deepEqual(answer.body.failed, []);
  for (const r of [a, b]) {
    assert.equal(await kycStatusOf(r.userId), 'approved');
    const bulkRows = (await auditRows(r.userId)).filter((row) => row.event_type === 'bulk_kyc_action');
    assert.equal(bulkRows.length, 1);
    assert.equal(bulkRows[0]!.admin_id, DEMO_ADMIN.id);
    assert.equal(bulkRows[0]!.action, 'approved');
    assert.equal(bulkRows[0]!.details.bulkId, answer.body.bulkId);
    assert.equal(bulkRows[0]!.details.notes, 'Checked in bulk');
  }
  // The recipient's money features open at once (the gateway forgot the cached KYC status).
  assert.equal((await clientFor(a.token).answer(Api.withdrawals.limits)).status, 200);
});

test('bulk actions report what could not be changed and change the rest; reset puts decided requests back to pending', async () => {
  const pending = await pendingKyc();
  const decided = await pendingKyc();
  await clientFor(admin).answer(Api.admin.kycDecide, { params: { userId: decided.userId }, body: { decision: 'rejected', notes: 'Blurred' } });
  const reject = await clientFor(admin).answer(Api.adminKyc.bulk, { body: { userIds: [pending.userId, decided.userId], action: 'rejected' } });
  assert.equal(reject.status, 201);
  assert.deepEqual(reject.body.succeeded, [pending.userId]);
  assert.equal(reject.body.failed.length, 1);
  assert.equal(reject.body.failed[0]!.userId, decided.userId);
  assert.match(reject.body.failed[0]!.message, /no pending KYC submission/);

  const reset = await clientFor(admin).answer(Api.adminKyc.bulk, { body: { userIds: [pending.userId, decided.userId], action: 'reset' } });
  assert.deepEqual(reset.body.succeeded.sort(), [pending.userId, decided.userId].sort());
  assert.equal(await kycStatusOf(pending.userId), 'pending');
  assert.equal(await kycStatusOf(decided.userId), 'pending');
  const resetRows = (await auditRows(decided.userId)).filter((row) => row.event_type === 'bulk_kyc_action');
  assert.deepEqual(
    resetRows.map((r) => r.action),
    ['reset to pending'],
  );
});

test('bad bulk input is refused with 400 and changes nothing', async () => {
  const r = await pendingKyc();
  const before = await auditRows(r.userId);
  const bodies: unknown[] = [
    { userIds: [], action: 'approved' },
    { userIds: [r.userId], action: 'delete' },
    { userIds: ['not-a-uuid'], action: 'approved' },
    { userIds: [r.userId, r.userId], action: 'approved' },
    { userIds: Array.from({ length: 51 }, () => randomUUID()), action: 'approved' },
    { userIds: [r.userId], action: 'approved', notes: 'x'.repeat(2001) },
  ];
  for (const body of bodies) {
    // Bodies the contract refuses: sent raw.
    const answer = await rawRequest<{ code: string }>('POST', Api.adminKyc.bulk.path, { token: admin, body });
    assert.equal(answer.status, 400, JSON.stringify(body).slice(0, 80));
    assert.equal(answer.body.code, 'VALIDATION_FAILED');
  }
  const empty = await clientFor(admin).answer(Api.adminKyc.bulk, { body: { userIds: [], action: 'approved' } });
  assert.match(empty.body.message ?? '', /Select at least one KYC request/);
  assert.equal(await kycStatusOf(r.userId), 'pending');
  assert.deepEqual(await auditRows(r.userId), before);
});

test("History & Details: a request's submissions and audit trail, newest first, including document views", async () => {
  const r = await pendingKyc();
  const link = await clientFor(admin).answer(Api.adminKyc.documentLink, { params: { id: r.documentId } });
  assert.equal(link.status, 200);
  // The Document View shows the file in the page (inline) and offers the download (attachment).
  const inline = await fetch(`${GATEWAY_URL}${link.body.url}?disposition=inline`);
  assert.equal(inline.status, 200);
  assert.match(inline.headers.get('content-disposition') ?? '', /^inline; filename="aml.pdf"/);
  assert.equal(inline.headers.get('content-type'), 'application/pdf');
  assert.match(inline.headers.get('content-security-policy') ?? '', /object-src 'self'/);
  assert.match(inline.headers.get('content-security-policy') ?? '', /frame-ancestors 'self'/);
  const download = await fetch(`${GATEWAY_URL}${link.body.url}`);
  assert.match(download.headers.get('content-disposition') ?? '', /^attachment;/);
  assert.equal(
    Buffer.from(await download.arrayBuffer())
      .toString('latin1')
      .slice(0, 5),
    '%PDF-',
  );
  await clientFor(admin).answer(Api.admin.kycDecide, { params: { userId: r.userId }, body: { decision: 'approved', notes: 'Fine' } });

  const history = await clientFor(admin).answer(Api.adminKyc.history, { params: { userId: r.userId } });
  assert.equal(history.status, 200);
  assert.equal(history.body.documents.length, 1);
  assert.equal(history.body.documents[0]!.status, 'approved');
  const kinds = history.body.entries.map((e) => `${e.eventType}:${e.action}`);
  assert.equal(kinds[0], 'kyc_status_change:approved', 'newest first');
  assert.ok(kinds.includes('document_view:opened document link'));
  assert.ok(kinds.includes('document_download:downloaded document'));
  assert.equal(kinds.at(-1)?.startsWith('kyc_submission'), true, 'the submission is the oldest entry');

  assert.equal((await clientFor(admin).answer(Api.adminKyc.history, { params: { userId: randomUUID() } })).status, 404);
  assert.equal((await clientFor(admin).answer(Api.adminKyc.history, { params: { userId: 'not-a-uuid' } })).status, 400);
});

/**
 * The analytics answer and the tables agree: other files add and erase documents at the same time, so the two
 * are read back to back until a quiet moment shows them equal.
 */
async function analyticsMatchTables(what: string) {
  return waitFor(
    async () => {
      const answer = (await clientFor(admin).answer(Api.adminKyc.analytics)).body;
      const { rows } = await db.query<{ submitted: string; reviewed: string }>(
        `SELECT (SELECT count(*) FROM kyc_documents) AS submitted,
                (SELECT count(*) FROM kyc_documents WHERE status IN ('approved', 'rejected') AND reviewed_at IS NOT NULL) AS reviewed`,
      );
      return answer.submitted === Number(rows[0]!.submitted) && answer.reviewed === Number(rows[0]!.reviewed) ? answer : undefined;
    },
    { timeoutMs: 30_000, what },
  );
}

test('Analytics & Reports counts submissions, statuses and the median review time from the tables', async () => {
  const before = await clientFor(admin).answer(Api.adminKyc.analytics);
  assert.equal(before.status, 200);
  const r = await pendingKyc();
  await analyticsMatchTables('the submitted count to match kyc_documents after a submission');
  await db.query(`UPDATE kyc_documents SET submitted_at = now() - interval '1 hour' WHERE id = $1`, [r.documentId]);
  await clientFor(admin).answer(Api.admin.kycDecide, { params: { userId: r.userId }, body: { decision: 'approved' } });
  const after = await analyticsMatchTables('the reviewed count to match kyc_documents after a review');
  assert.ok(after.approved >= 1, 'our recipient is approved');
  // Our document waited an hour: the median of the reviewed documents is a real duration.
  assert.ok(after.medianReviewSeconds !== null && after.medianReviewSeconds >= 0);
});

test('the KYC management routes refuse a recipient (403) and an anonymous caller (401)', async () => {
  const recipient = await tokenFor(DEMO_RECIPIENT.email, DEMO_RECIPIENT.password);
  const r = await pendingKyc();
  const calls: Array<[string, string, unknown?]> = [
    ['POST', Api.adminKyc.bulk.path, { userIds: [r.userId], action: 'approved' }],
    ['GET', `/api/admin/kyc/${r.userId}/history`],
    ['GET', Api.adminKyc.analytics.path],
  ];
  // Access is checked before anything else: the same calls, bodies included, sent raw as each caller.
  for (const [method, path, body] of calls) {
    assert.equal((await rawRequest(method, path, { body })).status, 401, path);
    const refused = await rawRequest<{ message: string }>(method, path, { token: recipient, body });
    assert.equal(refused.status, 403, path);
    assert.equal(refused.body.message, 'You are not authorized as an admin');
  }
  assert.equal(await kycStatusOf(r.userId), 'pending', 'nothing changed');
});
