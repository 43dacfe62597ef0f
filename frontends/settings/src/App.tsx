import { Route, Routes } from '@portal/web-core/router';
import { useTranslation } from 'react-i18next';
import { RouteAlert, useProfile } from '@portal/web-core';
import { PageHeader, usePageTitle } from '@portal/web-core/ui';
import { AccountInformation } from './features/account/components/AccountInformation';
import { ProfileSettings } from './features/account/components/ProfileSettings';
import { NotificationSettings } from './features/preferences/components/NotificationSettings';
import { Preferences } from './features/preferences/components/Preferences';
import { SecuritySection } from './features/security/components/SecuritySection';
import { PinResetPage } from './features/security/components/PinResetPage';
import './settings.css';

/** Rendered by the shell inside its frame for /settings/*: the settings page, and the page behind an e-mailed PIN reset link. */
export default function SettingsApp() {
  return (
    <Routes>
      <Route path="pin-reset" element={<PinResetPage />} />
      <Route path="*" element={<SettingsPage />} />
    </Routes>
  );
}

/** The sections of spec 2 §2.7. */
function SettingsPage() {
  const { t } = useTranslation();
  usePageTitle(t('settings.title'));
  const profile = useProfile();
  return (
    <div className="set-root">
      <PageHeader title={t('settings.title')} />
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
