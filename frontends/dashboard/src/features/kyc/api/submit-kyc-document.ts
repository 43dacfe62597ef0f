import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { KycDocumentView, Profile } from '@portal/contracts';
import { apiUpload, queryKeys, type UploadProgress } from '@portal/web-core';
import { kycQueryKeys } from './get-kyc-overview';

/** POST /api/kyc/documents, multipart/form-data with the file in the field "file"; 201 → the stored document. */
export function submitKycDocument(file: File, onProgress?: (progress: UploadProgress) => void, signal?: AbortSignal): Promise<KycDocumentView> {
  const form = new FormData();
  form.append('file', file, file.name);
  return apiUpload<KycDocumentView>('/api/kyc/documents', form, { onProgress, signal });
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
      queryClient.setQueryData<Profile>(queryKeys.me, (old) => (old ? { ...old, kycStatus: 'pending' } : old));
      void queryClient.invalidateQueries({ queryKey: queryKeys.me });
      void queryClient.invalidateQueries({ queryKey: kycQueryKeys.all });
    },
  });
  return { ...mutation, percent };
}
