import { useMutation } from '@tanstack/react-query';
import { Api } from '@portal/contracts/web';
import { api } from '@portal/web-core';

/** Finds and renumbers duplicate transaction numbers; answers what it fixed. */
export function useFixDuplicates() {
  return useMutation({ mutationFn: () => api.call(Api.admin.fixDuplicates) });
}
