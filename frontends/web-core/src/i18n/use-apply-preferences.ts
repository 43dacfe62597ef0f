import { useEffect, useState } from 'react';
import { DEFAULT_LANGUAGE, type Language } from '@portal/contracts/web';
import { usePreferences } from '../api/get-preferences';
import { applyLanguage } from './i18n';

/**
 * After sign-in (and at once whenever the cached preferences change, e.g. saved in Settings) shows the
 * page in the recipient's language. Returns whether the page may render: false only until the first
 * language is applied, so nobody sees the page flash in English first; a later switch re-renders the
 * page in place (its state, e.g. the Settings form and its "saved" message, stays). A failure to load
 * the preferences leaves the page in English rather than blocking it.
 */
export function useApplyPreferences(enabled: boolean): boolean {
  const preferences = usePreferences({ enabled });
  const wanted: Language | undefined = preferences.data?.language ?? (preferences.isError ? DEFAULT_LANGUAGE : undefined);
  const [ready, setReady] = useState(false);

  useEffect(() => {
    if (!wanted) return;
    let live = true;
    // A catalogue that cannot be added still lets the page show: i18next falls back to English key by key.
    void applyLanguage(wanted)
      .catch(() => undefined)
      .then(() => {
        if (live) setReady(true);
      });
    return () => {
      live = false;
    };
  }, [wanted]);

  return !enabled || ready;
}
