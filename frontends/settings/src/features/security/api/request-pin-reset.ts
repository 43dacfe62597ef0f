import { useMutation } from '@tanstack/react-query';
import { Api, type ApiError } from '@portal/contracts/web';
import { api } from '@portal/web-core';

/** Asks for a PIN reset link by e-mail (the answer is the same whatever happens; the mail says the rest). */
export function useRequestPinReset() {
  return useMutation<{ requested: true }, ApiError, void>({
    mutationFn: () => api.call(Api.pin.requestReset, { body: {} }),
  });
}
