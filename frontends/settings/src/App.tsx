import { useTranslation } from 'react-i18next';
import { RouteAlert, useProfile } from '@portal/web-core';
import { usePageTitle } from '@portal/web-core/ui';
import { AccountInformation } from './features/account/components/AccountInformation';
import { ProfileSettings } from './features/account/components/ProfileSettings';
import { NotificationSettings } from './features/preferences/components/NotificationSettings';
import { Preferences } from './features/preferences/components/Preferences';
import { SecuritySection } from './features/security/components/SecuritySection';
import './settings.css';

/** Rendered by the shell for /settings: the sections of spec 2 §2.7. */
export default function SettingsApp() {
  const { t } = useTranslation();
  usePageTitle(t('settings.title'));
  const profile = useProfile();
  return (
    <div className="container set-root">
      <h1>{t('settings.title')}</h1>
      <RouteAlert />
      <div className="set-grid">
        <AccountInformation profile={profile} />
        <ProfileSettings profile={profile.data} />
        <SecuritySection />
        <NotificationSettings />
        <Preferences />
      </div>
    </div>
  );
}
