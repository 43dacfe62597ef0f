// Files attached to progress reports: uploaded as drafts of the recipient's own milestone, checked by content like
// KYC documents, bound to the version the submission names them in (never changed after), read only through signed
// links (the owner's own, any for staff), audited, and erased with their recipient.
import { test } from '@jest/globals';
import assert from 'node:assert/strict';
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { randomUUID } from 'node:crypto';
import { Api, REPORT_ATTACHMENT_LIMITS, ReportAttachmentMessages, type AwardGrantBody } from '@portal/contracts';
import { clientFor, type TestClient } from '../support/client.js';
import { databaseProbe } from '../support/databases.js';
import { approvedRecipientWithToken, pdfBytes } from '../support/kyc.js';
import { DEMO_ADMIN, GATEWAY_URL, tokenFor } from '../support/platform.js';
import { waitFor } from '../support/wait.js';

const ledger = databaseProbe('ledger-withdrawals');
const STORAGE_ROOT = process.env.REPORT_ATTACHMENTS_STORAGE_DIR ?? fileURLToPath(new URL('../../../.data/report-attachments-test', import.meta.url));
const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
const admin = async () => clientFor(await tokenFor(DEMO_ADMIN.username, DEMO_ADMIN.password));

/** $3,000 paid on the report of one milestone (nothing at award, so the recipient may be deleted). */
function award(): AwardGrantBody {
  return {
    title: 'Clean Water Programme',
    totalCents: 300_000,
    startDate: day(0),
    idempotencyKey: randomUUID(),
    schedule: { milestones: [{ title: 'Wells dug', dueDate: day(20) }], tranches: [{ amountCents: 300_000, plannedDate: day(30), milestone: 0 }] },
  };
}

async function recipientWithMilestone() {
  const r = await approvedRecipientWithToken();
  const staff = await admin();
  await staff.call(Api.admin.awardGrant, { params: { id: r.userId }, body: award() });
  const me = clientFor(r.token);
  const milestoneId = (await me.call(Api.grant.mine))?.milestones[0]?.id;
  assert.ok(milestoneId);
  return { ...r, me, staff, milestoneId };
}

function attach(client: TestClient, milestoneId: string, fileName: string, data: Uint8Array, type = 'application/pdf') {
  const form = new FormData();
  form.append('file', new Blob([data as Uint8Array<ArrayBuffer>], { type }), fileName);
  return client.answer(Api.grantAttachments.upload, { params: { id: milestoneId }, body: form });
}

/** Follows a signed link and answers the file's bytes. */
async function download(url: string): Promise<{ status: number; bytes: Buffer; disposition: string | null }> {
  const answer = await fetch(`${GATEWAY_URL}${url}`);
  return { status: answer.status, bytes: Buffer.from(await answer.arrayBuffer()), disposition: answer.headers.get('content-disposition') };
}

const rowsOf = async (userId: string) =>
  (await ledger.query<{ id: string; version: number | null }>('SELECT id, version FROM grant_report_attachments WHERE user_id = $1', [userId])).rows;
const filesOf = (userId: string) => (existsSync(path.join(STORAGE_ROOT, userId)) ? readdirSync(path.join(STORAGE_ROOT, userId), { recursive: true }) : []);

test('a PDF attaches to the next version, is listed on it, and its owner and an admin download the same bytes; each read is audited', async () => {
  const { me, staff, userId, milestoneId } = await recipientWithMilestone();
  const deliverable = pdfBytes('Signed deliverable');
  const uploaded = await attach(me, milestoneId, 'deliverable.pdf', deliverable);
  assert.equal(uploaded.status, 201);
  assert.deepEqual(
    [uploaded.body.fileName, uploaded.body.sizeBytes, uploaded.body.contentType],
    ['deliverable.pdf', deliverable.byteLength, 'application/pdf'],
  );
  assert.deepEqual(
    (await me.call(Api.grantAttachments.drafts, { params: { id: milestoneId } })).map((a) => a.id),
    [uploaded.body.id],
  );

  const report = await me.call(Api.grant.submitReport, {
    params: { id: milestoneId },
    body: { narrative: 'Two wells dug', figures: [], attachmentIds: [uploaded.body.id] },
  });
  assert.deepEqual(report.versions[0]?.attachments, [uploaded.body]);
  assert.deepEqual(await me.call(Api.grantAttachments.drafts, { params: { id: milestoneId } }), [], 'the draft became the version’s');
  const staffView = await staff.call(Api.admin.grantSchedule, { params: { id: userId } });
  assert.deepEqual(staffView?.milestones[0]?.report?.versions[0]?.attachments, [uploaded.body]);

  const own = await download((await me.call(Api.grantAttachments.link, { params: { id: uploaded.body.id } })).url);
  assert.equal(own.status, 200);
  assert.ok(own.bytes.equals(Buffer.from(deliverable)), 'the owner downloads the bytes uploaded');
  assert.match(own.disposition ?? '', /^attachment; filename="deliverable\.pdf"/);
  const staffLink = await staff.call(Api.admin.grantReportAttachmentLink, { params: { id: uploaded.body.id } });
  const staffCopy = await download(staffLink.url);
  assert.equal(staffCopy.status, 200);
  assert.ok(staffCopy.bytes.equals(Buffer.from(deliverable)), 'the admin downloads the same bytes');

  const audit = await ledger.query<{ event_type: string; actor_is_admin: boolean }>(
    'SELECT event_type, actor_is_admin FROM grant_report_attachment_audit WHERE attachment_id = $1 ORDER BY id',
    [uploaded.body.id],
  );
  assert.deepEqual(
    audit.rows.map((r) => `${r.event_type}${r.actor_is_admin ? ' (admin)' : ''}`),
    ['attachment_upload', 'attachment_view', 'attachment_download', 'attachment_view (admin)', 'attachment_download (admin)'],
  );
});

test('a text file renamed .pdf is refused with the content message and nothing is stored; a file over the limit is refused', async () => {
  const { me, userId, milestoneId } = await recipientWithMilestone();
  const forged = await attach(me, milestoneId, 'invoice.pdf', new TextEncoder().encode('Invoice 42: three chairs, paid in cash\n'));
  assert.deepEqual([forged.status, (forged.body as { message?: string }).message], [415, ReportAttachmentMessages.contentMismatch]);
  const large = new Uint8Array(REPORT_ATTACHMENT_LIMITS.maxBytes + 1);
  large.set(pdfBytes());
  const tooLarge = await attach(me, milestoneId, 'scan.pdf', large);
  assert.deepEqual([tooLarge.status, (tooLarge.body as { message?: string }).message], [413, ReportAttachmentMessages.tooLarge]);
  assert.deepEqual(await rowsOf(userId), []);
  assert.deepEqual(filesOf(userId), [], 'no file is kept');
  assert.deepEqual(await me.call(Api.grantAttachments.drafts, { params: { id: milestoneId } }), []);
});

test('another recipient can neither attach to, list, remove nor download from someone else’s report', async () => {
  const owner = await recipientWithMilestone();
  const other = await recipientWithMilestone();
  const file = await attach(owner.me, owner.milestoneId, 'photo.pdf', pdfBytes('site photo'));
  assert.equal(file.status, 201);

  const intruding = await attach(other.me, owner.milestoneId, 'mine.pdf', pdfBytes('not yours'));
  assert.equal(intruding.status, 404);
  assert.equal((await other.me.answer(Api.grantAttachments.drafts, { params: { id: owner.milestoneId } })).status, 404);
  assert.equal((await other.me.answer(Api.grantAttachments.remove, { params: { id: file.body.id } })).status, 404);
  assert.equal((await other.me.answer(Api.grantAttachments.link, { params: { id: file.body.id } })).status, 404);
  assert.equal(
    (await other.me.answer(Api.grant.submitReport, { params: { id: other.milestoneId }, body: { narrative: 'Mine', attachmentIds: [file.body.id] } })).status,
    400,
  );
  assert.deepEqual(await rowsOf(other.userId), [], 'nothing was attached for the intruder');
  // A link made for the owner opens the owner's file only; an admin link route is refused to a recipient.
  assert.equal((await other.me.answer(Api.admin.grantReportAttachmentLink, { params: { id: file.body.id } })).status, 403);
  // A KYC link's token does not open a report file (its own signing scope).
  const kycLinkShaped = (await owner.me.call(Api.grantAttachments.link, { params: { id: file.body.id } })).url.replace(
    '/api/grant/attachment-files/',
    '/api/kyc/files/',
  );
  assert.equal((await fetch(`${GATEWAY_URL}${kycLinkShaped}`)).status, 403);
});

test('a decided version’s files cannot be changed: a submitted file is not removable, and no file can be added while it is under review or once decided', async () => {
  const { me, staff, milestoneId, userId } = await recipientWithMilestone();
  const first = await attach(me, milestoneId, 'deliverable.pdf', pdfBytes('v1'));
  const report = await me.call(Api.grant.submitReport, { params: { id: milestoneId }, body: { narrative: 'Done', attachmentIds: [first.body.id] } });
  const removeBound = await me.answer(Api.grantAttachments.remove, { params: { id: first.body.id } });
  assert.deepEqual([removeBound.status, (removeBound.body as { message?: string }).message], [409, ReportAttachmentMessages.notDraft]);
  const underReview = await attach(me, milestoneId, 'late.pdf', pdfBytes('late'));
  assert.deepEqual([underReview.status, (underReview.body as { message?: string }).message], [409, ReportAttachmentMessages.notRevisable]);

  // Sent back: a revision takes new files, the first version keeps its own.
  await staff.call(Api.admin.requestGrantReportChanges, { params: { id: report.id }, body: { comment: 'Add the photos' } });
  const photo = await attach(me, milestoneId, 'photo.png', new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]), 'image/png');
  assert.equal(photo.status, 201);
  const reused = await me.answer(Api.grant.submitReport, { params: { id: milestoneId }, body: { narrative: 'Again', attachmentIds: [first.body.id] } });
  assert.deepEqual(
    [reused.status, (reused.body as { message?: string }).message],
    [400, ReportAttachmentMessages.unknownDraft],
    'a bound file cannot move to another version',
  );
  const revised = await me.call(Api.grant.submitReport, { params: { id: milestoneId }, body: { narrative: 'With photos', attachmentIds: [photo.body.id] } });
  assert.deepEqual(
    revised.versions.map((v) => v.attachments.map((a) => a.fileName)),
    [['deliverable.pdf'], ['photo.png']],
  );

  await staff.call(Api.admin.rejectGrantReport, { params: { id: revised.id }, body: { comment: 'Not enough' } });
  assert.equal((await attach(me, milestoneId, 'after.pdf', pdfBytes('after'))).status, 409);
  assert.equal((await me.answer(Api.grantAttachments.remove, { params: { id: photo.body.id } })).status, 409);
  // The database itself refuses to change a bound file.
  await assert.rejects(ledger.query("UPDATE grant_report_attachments SET file_name = 'x.pdf' WHERE id = $1", [photo.body.id]));
  assert.equal((await rowsOf(userId)).length, 2);
});

test('a draft may be removed (its file goes), at most five wait per milestone, and a deleted recipient’s files are erased', async () => {
  const { me, staff, userId, milestoneId } = await recipientWithMilestone();
  const ids: string[] = [];
  for (let i = 1; i <= REPORT_ATTACHMENT_LIMITS.maxPerVersion; i++) ids.push((await attach(me, milestoneId, `page-${i}.pdf`, pdfBytes(`page ${i}`))).body.id);
  const sixth = await attach(me, milestoneId, 'page-6.pdf', pdfBytes('page 6'));
  assert.deepEqual([sixth.status, (sixth.body as { message?: string }).message], [409, ReportAttachmentMessages.tooMany]);
  const left = await me.call(Api.grantAttachments.remove, { params: { id: ids[4]! } });
  assert.deepEqual(
    left.map((a) => a.id),
    ids.slice(0, 4),
  );
  assert.equal(filesOf(userId).filter((f) => String(f).endsWith('.pdf')).length, 4, 'the removed draft’s file is gone');
  await me.call(Api.grant.submitReport, { params: { id: milestoneId }, body: { narrative: 'Pages', attachmentIds: ids.slice(0, 2) } });

  const deleted = await staff.answer(Api.adminUsers.deleteUser, { params: { id: userId } });
  assert.equal(deleted.status, 200);
  await waitFor(async () => (await rowsOf(userId)).length === 0, { what: 'the erasure of the recipient’s report files' });
  await waitFor(() => filesOf(userId).filter((f) => String(f).endsWith('.pdf')).length === 0, { what: 'the files to go' });
});
