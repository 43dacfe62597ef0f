import { test } from '@jest/globals';
import assert from 'node:assert/strict';
import { checkReportAttachmentUpload, REPORT_ATTACHMENT_ACCEPT, REPORT_ATTACHMENT_LIMITS, ReportAttachmentMessages } from './report-attachments.js';
import { acceptAttributeOf, checkUpload, formatFileSize, type UploadRules } from './uploads.js';

const bytes = (...values: Array<number | string>) =>
  new Uint8Array(values.flatMap((v) => (typeof v === 'string' ? Array.from(v, (c) => c.charCodeAt(0)) : [v])));
const PDF = bytes('%PDF-1.7\n');
const PNG = bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13);
const JPEG = bytes(0xff, 0xd8, 0xff, 0xe0, 0, 16, 'JFIF');
const DOC = bytes(0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, 0, 0);
const TEXT = bytes('Invoice 42: 3 chairs\n');

const RULES: UploadRules = {
  maxBytes: 100,
  accepted: ['png'],
  messages: { fileRequired: 'required', tooLarge: 'large', unsupportedType: 'type', contentMismatch: 'content' },
};

test('the check answers the rules’ own texts and statuses, in order: empty, too large, name, content', () => {
  assert.deepEqual(checkUpload(RULES, 'a.png', 0, PNG), { ok: false, message: 'required', status: 400 });
  assert.deepEqual(checkUpload(RULES, 'a.png', 101, PNG), { ok: false, message: 'large', status: 413 });
  assert.deepEqual(checkUpload(RULES, 'a.pdf', 10, PDF), { ok: false, message: 'type', status: 415 }, 'a type these rules do not accept');
  assert.deepEqual(checkUpload(RULES, 'a.png', 10, PDF), { ok: false, message: 'content', status: 415 });
  assert.deepEqual(checkUpload(RULES, 'a.png', 100, PNG), { ok: true, type: 'png' });
});

test('report attachments take PDF, JPEG and PNG by content, up to 10 MB', () => {
  assert.deepEqual(checkReportAttachmentUpload('deliverable.pdf', 1000, PDF), { ok: true, type: 'pdf' });
  assert.deepEqual(checkReportAttachmentUpload('Photo.JPG', 1000, JPEG), { ok: true, type: 'jpeg' });
  assert.deepEqual(checkReportAttachmentUpload('site.png', 1000, PNG), { ok: true, type: 'png' });
  assert.deepEqual(checkReportAttachmentUpload('a.pdf', REPORT_ATTACHMENT_LIMITS.maxBytes, PDF), { ok: true, type: 'pdf' });
  assert.deepEqual(checkReportAttachmentUpload('a.pdf', REPORT_ATTACHMENT_LIMITS.maxBytes + 1, PDF), {
    ok: false,
    message: ReportAttachmentMessages.tooLarge,
    status: 413,
  });
  assert.deepEqual(checkReportAttachmentUpload('a.pdf', 0, PDF), { ok: false, message: ReportAttachmentMessages.fileRequired, status: 400 });
});

test('a text file renamed .pdf, a Word file and a name that disagrees with the content are refused', () => {
  const mismatch = { ok: false, message: ReportAttachmentMessages.contentMismatch, status: 415 };
  assert.deepEqual(checkReportAttachmentUpload('invoice.pdf', TEXT.length, TEXT), mismatch);
  assert.deepEqual(checkReportAttachmentUpload('photo.png', PDF.length, PDF), mismatch);
  assert.deepEqual(checkReportAttachmentUpload('report.doc', DOC.length, DOC), { ok: false, message: ReportAttachmentMessages.unsupportedType, status: 415 });
  assert.deepEqual(checkReportAttachmentUpload('report.pdf', DOC.length, DOC), mismatch, 'a Word file named .pdf');
  assert.deepEqual(checkReportAttachmentUpload('notes.txt', TEXT.length, TEXT), { ok: false, message: ReportAttachmentMessages.unsupportedType, status: 415 });
});

test('the picker’s accept attribute and sizes for people', () => {
  assert.equal(REPORT_ATTACHMENT_ACCEPT, '.pdf,.jpg,.jpeg,.png,application/pdf,image/jpeg,image/png');
  assert.equal(acceptAttributeOf(['png']), '.png,image/png');
  assert.deepEqual([0, 512, 1024, 35 * 1024 + 300, 1024 * 1024, 1.25 * 1024 * 1024, 10 * 1024 * 1024, 123 * 1024 * 1024].map(formatFileSize), [
    '0 B',
    '512 B',
    '1 KB',
    '35 KB',
    '1.0 MB',
    '1.3 MB',
    '10 MB',
    '123 MB',
  ]);
});
