import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Api, type ApiError, type PinStatus } from '@portal/contracts';
import { api, getPinStatusQueryOptions } from '@portal/web-core';

/** Sets or replaces the transaction PIN; the cached PIN status takes the answer and is read again. */
export function useSetPin() {
  const queryClient = useQueryClient();
  return useMutation<PinStatus, ApiError, { pin: string; confirmPin: string }>({
    mutationFn: (body) => api.call(Api.pin.set, { body }),
    onSuccess: (status) => {
      const { queryKey } = getPinStatusQueryOptions();
      queryClient.setQueryData(queryKey, status);
      void queryClient.invalidateQueries({ queryKey });
    },
  });
}
