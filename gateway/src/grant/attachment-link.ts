import { Api, REPORT_ATTACHMENT_LINK_TTL_SECONDS } from '@portal/contracts';
import { DocumentLinkSigner } from '../kyc/document-link.js';

/**
 * Signed, short-lived links to progress-report files: the KYC link key (the gateway's only link key) with a scope of
 * their own, so a KYC document's link never opens a report file and the reverse. Made only after the ledger has
 * checked that the caller owns the file or is staff.
 */
export class AttachmentLinkSigner extends DocumentLinkSigner {
  constructor(secret: string) {
    super(secret, REPORT_ATTACHMENT_LINK_TTL_SECONDS, { scope: 'report-attachment', fileRoute: Api.grantAttachments.file });
  }
}
