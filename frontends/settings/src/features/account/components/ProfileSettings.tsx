import type { Profile } from '@portal/contracts';
import { Loading } from '@portal/web-core/ui';
import { ProfileForm } from './ProfileForm';

/** Profile Settings (spec 2 §2.7): the contact details, saved on the server. */
export function ProfileSettings({ profile: p }: { profile: Profile | null | undefined }) {
  return (
    <section className="card" aria-labelledby="set-profile">
      <h2 id="set-profile">Profile Settings</h2>
      {p ? <ProfileForm profile={p} /> : <Loading inline />}
    </section>
  );
}
