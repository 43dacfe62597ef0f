import type { Profile } from '@portal/contracts';
import { Loading } from '@portal/web-core/ui';

/** The contact details, read-only for now (spec 2 §2.7 "Profile Settings"). */
export function ProfileSettings({ profile: p }: { profile: Profile | null | undefined }) {
  return (
    <section className="card" aria-labelledby="set-profile">
      <h2 id="set-profile">Profile Settings</h2>
      {p ? (
        <div className="set-profile-grid">
          {(
            [
              ['set-profile-name', 'Full Name', p.fullName],
              ['set-profile-email', 'Email', p.email],
              ['set-profile-grant', 'Grant Number', p.grantNumber],
              ['set-profile-account', 'Account Number', p.accountNumber],
              ['set-profile-mobile', 'Mobile', p.mobile ?? ''],
              ['set-profile-country', 'Country', p.country ?? ''],
            ] as const
          ).map(([id, label, value]) => (
            <div className="field" key={id}>
              <label htmlFor={id}>{label}</label>
              <input id={id} className="input" value={value} readOnly />
            </div>
          ))}
          <p className="set-muted set-wide">Editing your contact details is not available yet.</p>
        </div>
      ) : (
        <Loading inline />
      )}
    </section>
  );
}
