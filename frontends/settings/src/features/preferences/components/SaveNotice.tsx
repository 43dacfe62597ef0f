import { useTranslation } from 'react-i18next';

/** "Preferences saved successfully!" or "Failed to save preferences" under a section's Save button. */
export function SaveNotice({ state, testId }: { state: 'saved' | 'failed' | null; testId: string }) {
  const { t } = useTranslation();
  if (!state) return null;
  return state === 'saved' ? (
    <div className="alert alert-success" role="status" data-testid={testId}>
      {t('preferences.saved')}
    </div>
  ) : (
    <div className="alert alert-error" role="alert" data-testid={testId}>
      {t('preferences.saveFailed')}
    </div>
  );
}
