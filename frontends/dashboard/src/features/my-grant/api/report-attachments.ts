import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Api, type ApiError, type ReportAttachmentView } from '@portal/contracts/web';
import { api, apiUpload, retryUnlessClientError, useAuth } from '@portal/web-core';

export const draftAttachmentKeys = { of: (milestoneId: string) => ['my-grant', 'drafts', milestoneId] as const };

/** GET /api/grant/milestones/:id/attachments: the files waiting for the milestone's next report version. */
export function useDraftAttachments(milestoneId: string) {
  const { authenticated } = useAuth();
  return useQuery<ReportAttachmentView[], ApiError>({
    queryKey: draftAttachmentKeys.of(milestoneId),
    queryFn: ({ signal }) => api.call(Api.grantAttachments.drafts, { params: { id: milestoneId } }, { signal }),
    enabled: authenticated,
    retry: retryUnlessClientError,
  });
}

/** POST /api/grant/milestones/:id/attachments (multipart `file`): one more draft of the milestone. */
export function useUploadAttachment(milestoneId: string) {
  const client = useQueryClient();
  return useMutation<ReportAttachmentView, ApiError, File>({
    mutationFn: (file) => {
      const form = new FormData();
      form.append('file', file, file.name);
      return apiUpload(Api.grantAttachments.upload, form, { params: { id: milestoneId } });
    },
    onSuccess: (added) => client.setQueryData<ReportAttachmentView[]>(draftAttachmentKeys.of(milestoneId), (drafts = []) => [...drafts, added]),
  });
}

/** DELETE /api/grant/attachments/:id: removes a draft; the answer is the milestone's remaining drafts. */
export function useRemoveAttachment(milestoneId: string) {
  const client = useQueryClient();
  return useMutation<ReportAttachmentView[], ApiError, string>({
    mutationFn: (id) => api.call(Api.grantAttachments.remove, { params: { id } }),
    onSuccess: (drafts) => client.setQueryData(draftAttachmentKeys.of(milestoneId), drafts),
  });
}
