import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Api, type ApiError, type CompletePinResetBody, type PinStatus } from '@portal/contracts/web';
import { api, getPinStatusQueryOptions } from '@portal/web-core';

/** Uses the e-mailed reset link's token to set a new PIN; the cached PIN status takes the answer. */
export function useCompletePinReset() {
  const queryClient = useQueryClient();
  return useMutation<PinStatus, ApiError, CompletePinResetBody>({
    mutationFn: (body) => api.call(Api.pin.completeReset, { body }),
    onSuccess: (status) => queryClient.setQueryData(getPinStatusQueryOptions().queryKey, status),
    onSettled: () => void queryClient.invalidateQueries({ queryKey: getPinStatusQueryOptions().queryKey }),
  });
}
