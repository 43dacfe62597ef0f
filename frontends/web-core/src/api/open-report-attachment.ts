import { useMutation } from '@tanstack/react-query';
import { Api, type ApiError, type DocumentLink } from '@portal/contracts/web';
import { api } from './client';

/**
 * Opens a progress-report file: asks its signed, short-lived link (the recipient's own files, or any file for staff,
 * each asking audited) and follows it; the file answers as a download, so the page stays.
 */
export function useOpenReportAttachment(audience: 'recipient' | 'staff') {
  return useMutation<DocumentLink, ApiError, string>({
    mutationFn: (id) =>
      audience === 'staff' ? api.call(Api.admin.grantReportAttachmentLink, { params: { id } }) : api.call(Api.grantAttachments.link, { params: { id } }),
    onSuccess: (link) => window.location.assign(link.url),
  });
}
