import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Api, type ApiError, type DeletePinBody, type PinStatus } from '@portal/contracts/web';
import { api, getPinStatusQueryOptions } from '@portal/web-core';

/** Deletes the transaction PIN with the current PIN as proof; the cached PIN status takes the answer and is read again (also after a refusal). */
export function useDeletePin() {
  const queryClient = useQueryClient();
  return useMutation<PinStatus, ApiError, DeletePinBody>({
    mutationFn: (body) => api.call(Api.pin.remove, { body }),
    onSuccess: (status) => queryClient.setQueryData(getPinStatusQueryOptions().queryKey, status),
    // Read again either way: a refused proof may have counted an attempt or locked the PIN.
    onSettled: () => void queryClient.invalidateQueries({ queryKey: getPinStatusQueryOptions().queryKey }),
  });
}
