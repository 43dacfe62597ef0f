import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Api, type ApiError, type PinStatus } from '@portal/contracts';
import { api, getPinStatusQueryOptions } from '@portal/web-core';

/** Deletes the transaction PIN; the cached PIN status takes the answer and is read again. */
export function useDeletePin() {
  const queryClient = useQueryClient();
  return useMutation<PinStatus, ApiError>({
    mutationFn: () => api.call(Api.pin.remove),
    onSuccess: (status) => {
      const { queryKey } = getPinStatusQueryOptions();
      queryClient.setQueryData(queryKey, status);
      void queryClient.invalidateQueries({ queryKey });
    },
  });
}
