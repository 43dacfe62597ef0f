import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Api, type ApiError, type DeletePinBody, type PinStatus } from '@portal/contracts';
import { api, getPinStatusQueryOptions } from '@portal/web-core';

/** Deletes the transaction PIN with proof (current PIN or account password); the cached PIN status takes the answer and is read again. */
export function useDeletePin() {
  const queryClient = useQueryClient();
  return useMutation<PinStatus, ApiError, DeletePinBody>({
    mutationFn: (body) => api.call(Api.pin.remove, { body }),
    onSuccess: (status) => {
      const { queryKey } = getPinStatusQueryOptions();
      queryClient.setQueryData(queryKey, status);
      void queryClient.invalidateQueries({ queryKey });
    },
  });
}
