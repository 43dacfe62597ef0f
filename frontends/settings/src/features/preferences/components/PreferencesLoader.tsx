import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Preferences } from '@portal/contracts/web';
import { usePreferences } from '@portal/web-core';
import { QueryStatus } from '@portal/web-core/ui';

/** The stored preferences for a section's form: a spinner while they load, the failure with Retry. */
export function PreferencesLoader({ children }: { children: (preferences: Preferences) => ReactNode }) {
  const { t } = useTranslation();
  const preferences = usePreferences();
  return (
    <>
      <QueryStatus query={preferences} loading={t('preferences.loading')} errorText={() => t('preferences.loadFailed')} retryLabel={t('common.retry')} inline />
      {preferences.data && children(preferences.data)}
    </>
  );
}
