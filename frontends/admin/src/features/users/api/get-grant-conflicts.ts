import { queryOptions, useQuery } from '@tanstack/react-query';
import { Api } from '@portal/contracts/web';
import { api } from '@portal/web-core';

export const getGrantConflictsQueryOptions = () =>
  queryOptions({
    queryKey: ['admin', 'grant-conflicts'],
    queryFn: ({ signal }) => api.call(Api.adminUsers.grantConflicts, undefined, { signal }),
  });

/** Accounts grouped by a grant number they share. */
export function useGrantConflicts() {
  return useQuery(getGrantConflictsQueryOptions());
}
