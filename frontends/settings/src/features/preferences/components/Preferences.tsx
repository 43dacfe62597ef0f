import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { DISPLAY_CURRENCIES, LANGUAGES, TIME_ZONES, type Preferences as Stored } from '@portal/contracts/web';
import { useSavePreferences } from '../api/save-preferences';
import { PreferencesLoader } from './PreferencesLoader';
import { SaveNotice } from './SaveNotice';

type DisplayChoices = Pick<Stored, 'language' | 'currency' | 'timeZone'>;

const LANGUAGE_KEY = { en: 'preferences.languageEn', de: 'preferences.languageDe', fr: 'preferences.languageFr' } as const;

function PreferencesForm({ stored }: { stored: Stored }) {
  const { t } = useTranslation();
  const save = useSavePreferences();
  const [state, setState] = useState<'saved' | 'failed' | null>(null);
  const { register, handleSubmit, reset } = useForm<DisplayChoices>({
    defaultValues: { language: stored.language, currency: stored.currency, timeZone: stored.timeZone },
  });

  const onSubmit = handleSubmit((choices) => {
    setState(null);
    save.mutate(choices, {
      onSuccess: (saved) => {
        reset({ language: saved.language, currency: saved.currency, timeZone: saved.timeZone });
        setState('saved');
      },
      onError: () => setState('failed'),
    });
  });

  return (
    <form onSubmit={(e) => void onSubmit(e)} noValidate aria-busy={save.isPending || undefined}>
      <div className="field">
        <label htmlFor="set-language">{t('preferences.language')}</label>
        <select id="set-language" className="select" {...register('language')}>
          {LANGUAGES.map((language) => (
            <option key={language} value={language}>
              {t(LANGUAGE_KEY[language])}
            </option>
          ))}
        </select>
      </div>
      <div className="field">
        <label htmlFor="set-currency">{t('preferences.currency')}</label>
        <select id="set-currency" className="select" aria-describedby="set-currency-hint" {...register('currency')}>
          {DISPLAY_CURRENCIES.map((currency) => (
            <option key={currency} value={currency}>
              {currency}
            </option>
          ))}
        </select>
        <p id="set-currency-hint" className="hint">
          {t('preferences.currencyHint')}
        </p>
      </div>
      <div className="field">
        <label htmlFor="set-timezone">{t('preferences.timeZone')}</label>
        <select id="set-timezone" className="select" aria-describedby="set-timezone-hint" {...register('timeZone')}>
          {TIME_ZONES.map((zone) => (
            <option key={zone} value={zone}>
              {t(`preferences.zone_${zone}`)}
            </option>
          ))}
        </select>
        <p id="set-timezone-hint" className="hint">
          {t('preferences.timeZoneHint')}
        </p>
      </div>
      <SaveNotice state={state} testId="preferences-notice" />
      <button type="submit" className="btn btn-primary" disabled={save.isPending} aria-busy={save.isPending || undefined}>
        {save.isPending ? t('common.saving') : t('preferences.savePreferences')}
      </button>
    </form>
  );
}

/** Preferences (spec 2 §2.7): language, display currency and time zone, stored on the server; the language and time zone apply at once. */
export function Preferences() {
  const { t } = useTranslation();
  return (
    <section className="card" aria-labelledby="set-preferences">
      <h2 id="set-preferences">{t('preferences.title')}</h2>
      <PreferencesLoader>{(stored) => <PreferencesForm stored={stored} />}</PreferencesLoader>
    </section>
  );
}
