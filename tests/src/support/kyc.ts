import { Api } from '@portal/contracts';
import { clientFor } from './client.js';
import { registerRecipient, setAccountStatus, tokenFor } from './platform.js';

/** A small but real PDF. */
export function pdfBytes(text = 'AML certificate'): Uint8Array {
  const body = `%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [] /Count 0 >> endobj\n% ${text}\ntrailer << /Root 1 0 R >>\n%%EOF\n`;
  return new TextEncoder().encode(body);
}

/** The first bytes of a Linux executable, padded. */
export function elfBytes(size = 2048): Uint8Array {
  const bytes = new Uint8Array(size);
  bytes.set([0x7f, 0x45, 0x4c, 0x46, 2, 1, 1, 0]);
  return bytes;
}

export async function uploadKyc(token: string, fileName: string, data: Uint8Array, type = 'application/pdf') {
  const form = new FormData();
  form.append('file', new Blob([data as Uint8Array<ArrayBuffer>], { type }), fileName);
  return clientFor(token).answer(Api.kyc.submit, { body: form });
}

/** A registered, approved recipient who has not submitted KYC yet, with a token. */
export async function approvedRecipientWithToken() {
  const recipient = await registerRecipient();
  await setAccountStatus(recipient.userId, 'approved');
  return { ...recipient, token: await tokenFor(recipient.email, recipient.password) };
}
