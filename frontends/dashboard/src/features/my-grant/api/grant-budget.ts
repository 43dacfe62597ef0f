import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Api, type ApiError, type GrantBudgetView, type ReallocationBody, type ReallocationView } from '@portal/contracts/web';
import { api, retryUnlessClientError, useAuth } from '@portal/web-core';

export const grantBudgetKeys = { all: ['grant-budget'] as const };

/** GET /api/grant/budget: the recipient's budget against actual per line, with the reallocation requests (null without a grant). */
export function useGrantBudget() {
  const { authenticated } = useAuth();
  return useQuery<GrantBudgetView | null, ApiError>({
    queryKey: grantBudgetKeys.all,
    queryFn: ({ signal }) => api.call(Api.grantBudget.budget, undefined, { signal }),
    enabled: authenticated,
    staleTime: 10_000,
    retry: retryUnlessClientError,
  });
}

/** POST /api/grant/budget/reallocations: ask staff to move an amount between two lines. */
export function useRequestReallocation() {
  const client = useQueryClient();
  return useMutation<ReallocationView, ApiError, ReallocationBody>({
    mutationFn: (body) => api.call(Api.grantBudget.requestReallocation, { body }),
    onSuccess: () => client.invalidateQueries({ queryKey: grantBudgetKeys.all }),
  });
}
