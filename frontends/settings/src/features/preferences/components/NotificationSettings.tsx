import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { NOTIFICATION_TOPICS, type NotificationChoices, type Preferences } from '@portal/contracts/web';
import { useSavePreferences } from '../api/save-preferences';
import { PreferencesLoader } from './PreferencesLoader';
import { SaveNotice } from './SaveNotice';

function NotificationsForm({ stored }: { stored: Preferences }) {
  const { t } = useTranslation();
  const save = useSavePreferences();
  const [state, setState] = useState<'saved' | 'failed' | null>(null);
  const { register, handleSubmit, reset, control } = useForm<NotificationChoices>({ defaultValues: stored.notifications });
  const choices = useWatch({ control });
  const on = NOTIFICATION_TOPICS.filter((topic) => choices[topic]).length;

  const onSubmit = handleSubmit((notifications) => {
    setState(null);
    save.mutate(
      { notifications },
      {
        onSuccess: (saved) => {
          reset(saved.notifications);
          setState('saved');
        },
        onError: () => setState('failed'),
      },
    );
  });

  return (
    <form onSubmit={(e) => void onSubmit(e)} noValidate aria-busy={save.isPending || undefined}>
      <fieldset className="set-switches" aria-describedby="set-notifications-summary">
        <legend className="set-muted">{t('preferences.notificationsIntro')}</legend>
        {NOTIFICATION_TOPICS.map((topic) => (
          <label key={topic} className="set-switch" htmlFor={`set-topic-${topic}`}>
            <input id={`set-topic-${topic}`} type="checkbox" role="switch" className="set-switch-input" {...register(topic)} />
            <span className="set-switch-track" aria-hidden="true" />
            <span>{t(`preferences.topic_${topic}`)}</span>
          </label>
        ))}
      </fieldset>
      <p id="set-notifications-summary" className="hint">
        {t('preferences.notificationsOn', { count: on, total: NOTIFICATION_TOPICS.length })}
      </p>
      <SaveNotice state={state} testId="notifications-notice" />
      <button type="submit" className="btn btn-primary" disabled={save.isPending} aria-busy={save.isPending || undefined}>
        {save.isPending ? t('common.saving') : t('preferences.saveNotifications')}
      </button>
    </form>
  );
}

/** Notifications (spec 2 §2.7): one switch per kind of e-mail the portal sends, stored on the server. */
export function NotificationSettings() {
  const { t } = useTranslation();
  return (
    <section className="card" aria-labelledby="set-notifications">
      <h2 id="set-notifications">{t('preferences.notifications')}</h2>
      <PreferencesLoader>{(stored) => <NotificationsForm stored={stored} />}</PreferencesLoader>
    </section>
  );
}
