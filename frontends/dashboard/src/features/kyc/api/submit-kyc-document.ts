import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Api, isRecipientMe, type KycDocumentView } from '@portal/contracts/web';
import { apiUpload, getMeQueryOptions, type UploadProgress } from '@portal/web-core';
import { kycQueryKey } from './get-kyc-overview';

/** Uploads the AML certificate (multipart, the file in the field "file"); answers the stored document. */
export function submitKycDocument(file: File, onProgress: (progress: UploadProgress) => void): Promise<KycDocumentView> {
  const form = new FormData();
  form.append('file', file, file.name);
  return apiUpload(Api.kyc.submit, form, { onProgress });
}

/**
 * The upload as a mutation, with its progress in percent (null when no upload runs). On success the
 * profile says pending at once (so the form hides) and is read again, as is the KYC overview.
 */
export function useSubmitKycDocument() {
  const queryClient = useQueryClient();
  const [percent, setPercent] = useState<number | null>(null);
  const mutation = useMutation<KycDocumentView, unknown, File>({
    mutationFn: (file) => submitKycDocument(file, (p) => setPercent((prev) => (p.percent === null ? prev : p.percent))),
    onMutate: () => setPercent(0),
    onSettled: () => setPercent(null),
    onSuccess: () => {
      const { queryKey } = getMeQueryOptions();
      queryClient.setQueryData(queryKey, (me) => (me && isRecipientMe(me) ? { ...me, kycStatus: 'pending' as const } : me));
      void queryClient.invalidateQueries({ queryKey });
      void queryClient.invalidateQueries({ queryKey: kycQueryKey });
    },
  });
  return { ...mutation, percent };
}
