import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Api, DEFAULT_PREFERENCES, type ApiError, type Preferences } from '@portal/contracts/web';
import { api, getPreferencesQueryOptions } from '@portal/web-core';

/**
 * Saves one section's choices (Preferences or Notifications): the change is laid over the latest stored
 * set, so saving one section keeps the other's. The answer goes into the cache, where the shell picks up
 * a new language or time zone at once.
 */
export function useSavePreferences() {
  const queryClient = useQueryClient();
  const key = getPreferencesQueryOptions().queryKey;
  return useMutation<Preferences, ApiError, Partial<Preferences>>({
    mutationFn: (change) => {
      const current = queryClient.getQueryData(key) ?? DEFAULT_PREFERENCES;
      return api.call(Api.me.updatePreferences, { body: { ...current, ...change } });
    },
    onSuccess: (saved) => queryClient.setQueryData(key, saved),
  });
}
