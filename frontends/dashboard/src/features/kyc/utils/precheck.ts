import { KYC_ACCEPTED_EXTENSIONS, KYC_MAX_BYTES, KYC_MAX_MEGABYTES, KycMessages, fileExtension } from '@portal/contracts';

/** "Accepted: JPG, JPEG, PNG, PDF, DOC, DOCX — up to 10 MB." (from the contracts' rules). */
export const KYC_FILE_HINT = `Accepted: ${KYC_ACCEPTED_EXTENSIONS.map((e) => e.toUpperCase()).join(', ')} — up to ${KYC_MAX_MEGABYTES} MB.`;

/**
 * The checks the browser can make before uploading, with the server's texts and in the server's order
 * (checkKycUpload in @portal/contracts): missing or empty file, too large, extension not accepted.
 * The server checks again, and also by content. Returns the message of the first problem, or null.
 */
export function precheckKycFile(file: File | null | undefined): string | null {
  if (!file || file.size <= 0) return KycMessages.fileRequired;
  if (file.size > KYC_MAX_BYTES) return KycMessages.tooLarge;
  if (!(KYC_ACCEPTED_EXTENSIONS as readonly string[]).includes(fileExtension(file.name))) return KycMessages.unsupportedType;
  return null;
}
