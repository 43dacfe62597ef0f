import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Api, type ApiError, type PinStatus, type SetPinBody } from '@portal/contracts/web';
import { api, getPinStatusQueryOptions } from '@portal/web-core';

/** Sets the first PIN, or replaces one with the current PIN as proof; the cached PIN status takes the answer and is read again (also after a refusal). */
export function useSetPin() {
  const queryClient = useQueryClient();
  return useMutation<PinStatus, ApiError, SetPinBody>({
    mutationFn: (body) => api.call(Api.pin.set, { body }),
    onSuccess: (status) => queryClient.setQueryData(getPinStatusQueryOptions().queryKey, status),
    // Read again either way: a refused proof may have counted an attempt or locked the PIN.
    onSettled: () => void queryClient.invalidateQueries({ queryKey: getPinStatusQueryOptions().queryKey }),
  });
}
