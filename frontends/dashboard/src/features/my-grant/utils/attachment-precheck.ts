import { REPORT_ATTACHMENT_LIMITS, REPORT_ATTACHMENT_TYPES, ReportAttachmentMessages, acceptedExtensionsOf, fileExtension } from '@portal/contracts/web';

/**
 * The checks the browser can make before sending a file (the same rules the server applies, with its texts): empty,
 * too large, a name the report does not accept. The content itself is checked by the server. Null when it may be sent.
 */
export function attachmentPrecheck(file: { name: string; size: number }): string | null {
  if (file.size <= 0) return ReportAttachmentMessages.fileRequired;
  if (file.size > REPORT_ATTACHMENT_LIMITS.maxBytes) return ReportAttachmentMessages.tooLarge;
  if (!acceptedExtensionsOf(REPORT_ATTACHMENT_TYPES).includes(fileExtension(file.name))) return ReportAttachmentMessages.unsupportedType;
  return null;
}
