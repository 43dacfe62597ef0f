import { test } from '@jest/globals';
import assert from 'node:assert/strict';
import { checkKycUpload, kycActionButton, kycBanner, kycFormOpen, KycMessages, KYC_MAX_BYTES } from './kyc.js';
import { detectDocumentType } from './uploads.js';

const bytes = (...values: Array<number | string>) =>
  new Uint8Array(values.flatMap((v) => (typeof v === 'string' ? Array.from(v, (c) => c.charCodeAt(0)) : [v])));
const PDF = bytes('%PDF-1.7\n');
const PNG = bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13);
const JPEG = bytes(0xff, 0xd8, 0xff, 0xe0, 0, 16, 'JFIF');
const DOC = bytes(0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, 0, 0);
const DOCX = bytes(0x50, 0x4b, 0x03, 0x04, 20, 0, '[Content_Types].xml', 0, 'word/document.xml');
const ELF = bytes(0x7f, 'ELF', 2, 1, 1, 0);
const SCRIPT = bytes('#!/bin/sh\nrm -rf /\n');
const ZIP = bytes(0x50, 0x4b, 0x03, 0x04, 20, 0, 'payload.exe');

test('document types are recognised by their content', () => {
  assert.equal(detectDocumentType(PDF), 'pdf');
  assert.equal(detectDocumentType(PNG), 'png');
  assert.equal(detectDocumentType(JPEG), 'jpeg');
  assert.equal(detectDocumentType(DOC), 'doc');
  assert.equal(detectDocumentType(DOCX), 'docx');
  assert.equal(detectDocumentType(ELF), null);
  assert.equal(detectDocumentType(SCRIPT), null);
  assert.equal(detectDocumentType(ZIP), null, 'a plain zip is not a docx');
});

test('an executable or a script named .pdf is refused, whatever its name says', () => {
  assert.deepEqual(checkKycUpload('certificate.pdf', 1000, ELF), { ok: false, message: KycMessages.contentMismatch, status: 415 });
  assert.deepEqual(checkKycUpload('certificate.pdf', 1000, SCRIPT), { ok: false, message: KycMessages.contentMismatch, status: 415 });
  assert.deepEqual(checkKycUpload('certificate.pdf', 1000, PNG), { ok: false, message: KycMessages.contentMismatch, status: 415 }, 'content and name disagree');
  assert.deepEqual(checkKycUpload('tool.exe', 1000, PDF), { ok: false, message: KycMessages.unsupportedType, status: 415 });
});

test('size limits: empty and over 10 MB are refused', () => {
  assert.deepEqual(checkKycUpload('a.pdf', 0, PDF), { ok: false, message: KycMessages.fileRequired, status: 400 });
  assert.deepEqual(checkKycUpload('a.pdf', KYC_MAX_BYTES + 1, PDF), { ok: false, message: KycMessages.tooLarge, status: 413 });
  assert.deepEqual(checkKycUpload('a.pdf', KYC_MAX_BYTES, PDF), { ok: true, type: 'pdf' });
  assert.deepEqual(checkKycUpload('Scan.JPEG', 10, JPEG), { ok: true, type: 'jpeg' });
  assert.deepEqual(checkKycUpload('scan.jpg', 10, JPEG), { ok: true, type: 'jpeg' });
});

test('banners, button texts and form visibility follow the spec by status', () => {
  assert.equal(kycBanner('approved'), 'Your KYC documents have been approved.');
  assert.equal(kycBanner('pending'), 'Your KYC documents are under review.');
  assert.equal(kycBanner('rejected'), 'Your KYC documents were rejected. Please resubmit.');
  assert.equal(kycBanner('not_submitted'), null);
  assert.deepEqual(kycActionButton('approved'), { label: 'Verification Complete', disabled: true });
  assert.deepEqual(kycActionButton('pending'), { label: 'Documents Submitted', disabled: true });
  assert.deepEqual(kycActionButton('rejected'), { label: 'Resubmit Documents', disabled: false });
  assert.deepEqual(kycActionButton(undefined), { label: 'Click Here to Submit Documents', disabled: false });
  assert.equal(kycFormOpen('pending'), false);
  assert.equal(kycFormOpen('approved'), false);
  assert.equal(kycFormOpen('rejected'), true);
  assert.equal(kycFormOpen('not_submitted'), true);
});

test('the size refusal names the limit from KYC_MAX_MEGABYTES', () => {
  assert.equal(KycMessages.tooLarge, 'The file is larger than 10 MB. Please upload a smaller file.');
});
