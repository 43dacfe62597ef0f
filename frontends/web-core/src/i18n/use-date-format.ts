import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { DEFAULT_LANGUAGE, isLanguage } from '@portal/contracts/web';
import { usePreferences } from '../api/get-preferences';
import { formatDate, formatDateTime, formatMonth } from '../utils/format-date';
import { LOCALE_OF } from './i18n';

/**
 * The date helpers bound to what the signed-in recipient chose: the locale of the page's language and
 * the stored time zone (read from the cache; the browser's zone for an admin, who has no preferences).
 * Components re-render when either changes.
 */
export function useDateFormat() {
  const { i18n } = useTranslation();
  const timeZone = usePreferences({ enabled: false }).data?.timeZone;
  const language = i18n.resolvedLanguage ?? i18n.language;
  return useMemo(() => {
    const options = { locale: LOCALE_OF[isLanguage(language) ? language : DEFAULT_LANGUAGE], timeZone };
    return {
      timeZone,
      formatDate: (value: string | null | undefined) => formatDate(value, options),
      formatDateTime: (value: string | null | undefined) => formatDateTime(value, options),
      formatMonth: (month: string) => formatMonth(month, options),
    };
  }, [language, timeZone]);
}
