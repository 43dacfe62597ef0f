import { useEffect, useState } from 'react';
import { DEFAULT_LANGUAGE, type Language } from '@portal/contracts';
import { usePreferences } from '../api/get-preferences';
import { applyLanguage, currentLanguage } from './i18n';

/**
 * After sign-in (and at once whenever the cached preferences change, e.g. saved in Settings) shows the
 * page in the recipient's language. Returns whether the page may render: false while the preferences
 * or the language's catalogue are still on their way, so nobody sees the page flash in English first.
 * A failure to load the preferences leaves the page in English rather than blocking it.
 */
export function useApplyPreferences(enabled: boolean): boolean {
  const preferences = usePreferences({ enabled });
  const wanted: Language | undefined = preferences.data?.language ?? (preferences.isError ? DEFAULT_LANGUAGE : undefined);
  const [applied, setApplied] = useState<Language>(currentLanguage);

  useEffect(() => {
    if (!wanted) return;
    let live = true;
    applyLanguage(wanted).then(
      () => live && setApplied(wanted),
      // A catalogue that cannot be added: i18next falls back to English key by key.
      () => live && setApplied(wanted),
    );
    return () => {
      live = false;
    };
  }, [wanted]);

  if (!enabled) return true;
  return wanted !== undefined && applied === wanted;
}
