import { KYC_ACCEPTED_EXTENSIONS, KYC_MAX_BYTES, fileExtension } from '@portal/contracts/web';

/** "JPG, JPEG, PNG, PDF, DOC, DOCX" for the hint (from the contracts' rules). */
export const KYC_EXTENSIONS_TEXT = KYC_ACCEPTED_EXTENSIONS.map((e) => e.toUpperCase()).join(', ');

/** What the browser found wrong with a chosen file: the catalogue key of the server's text for it. */
export type KycFileProblem = 'kyc.fileRequired' | 'kyc.tooLarge' | 'kyc.unsupportedType';

/**
 * The checks the browser can make before uploading, with the server's texts and in the server's order
 * (checkKycUpload in @portal/contracts): missing or empty file, too large, extension not accepted.
 * The server checks again, and also by content. Returns the first problem, or null.
 */
export function precheckKycFile(file: File | null | undefined): KycFileProblem | null {
  if (!file || file.size <= 0) return 'kyc.fileRequired';
  if (file.size > KYC_MAX_BYTES) return 'kyc.tooLarge';
  if (!(KYC_ACCEPTED_EXTENSIONS as readonly string[]).includes(fileExtension(file.name))) return 'kyc.unsupportedType';
  return null;
}
