import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useToast } from '@portal/web-core';

/** A catalogue text that follows a language switch while its toast is shown (saving the language switches it). */
function Text({ saved }: { saved: boolean }) {
  const { t } = useTranslation();
  return <>{saved ? t('preferences.saved') : t('preferences.saveFailed')}</>;
}

/** "Preferences saved successfully!" or "Failed to save preferences" as a toast of the page's stack, once per save. */
export function SaveNotice({ state, testId }: { state: 'saved' | 'failed' | null; testId: string }) {
  const show = useToast();
  useEffect(() => {
    if (state) show(state === 'saved' ? 'success' : 'error', <Text saved={state === 'saved'} />, testId);
  }, [state, show, testId]);
  return null;
}
