import { queryOptions, useQuery, type QueryFunctionContext } from '@tanstack/react-query';
import { Api } from '@portal/contracts/web';
import { api } from './client';

const preferencesQueryKey = ['me', 'preferences'] as const;
const getPreferences = ({ signal }: QueryFunctionContext) => api.call(Api.me.preferences, undefined, { signal });

/** The signed-in recipient's stored preferences (the defaults until they save some). */
export const getPreferencesQueryOptions = () => queryOptions({ queryKey: preferencesQueryKey, queryFn: getPreferences, staleTime: 5 * 60_000 });

/** The preferences; `enabled: false` reads the cache only (an admin has none). */
export function usePreferences({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...getPreferencesQueryOptions(), enabled });
}
