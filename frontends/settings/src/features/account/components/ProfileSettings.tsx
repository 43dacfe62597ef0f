import { useTranslation } from 'react-i18next';
import type { Profile } from '@portal/contracts/web';
import { Loading } from '@portal/web-core/ui';
import { ProfileForm } from './ProfileForm';

/** Profile Settings (spec 2 §2.7): the contact details, saved on the server. */
export function ProfileSettings({ profile: p }: { profile: Profile | null | undefined }) {
  const { t } = useTranslation();
  return (
    <section className="card" aria-labelledby="set-profile">
      <h2 id="set-profile">{t('settings.profileSettings')}</h2>
      {p ? <ProfileForm profile={p} /> : <Loading inline />}
    </section>
  );
}
