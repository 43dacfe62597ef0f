import { useState, type FormEvent } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Api, PROFILE_FIELD_MAX, ProfileMessages, UpdateProfileBodySchema, type Profile, type UpdateProfileBody } from '@portal/contracts';
import { isApiError } from '@portal/contracts';
import { api, getMeQueryOptions } from '@portal/web-core';

const EDITABLE: ReadonlyArray<[keyof UpdateProfileBody, string, string]> = [
  ['mobile', 'Mobile', 'tel'],
  ['address', 'Address', 'street-address'],
  ['city', 'City', 'address-level2'],
  ['state', 'State/Province', 'address-level1'],
  ['zipCode', 'ZIP/Postal Code', 'postal-code'],
  ['country', 'Country', 'country-name'],
];

function draftOf(p: Profile): UpdateProfileBody {
  return { mobile: p.mobile ?? '', address: p.address ?? '', city: p.city ?? '', state: p.state ?? '', zipCode: p.zipCode ?? '', country: p.country ?? '' };
}

/** Profile Settings (spec 2 §2.7, §5): name, e-mail, grant and account number read-only; the contact details editable and saved on the server. */
export function ProfileForm({ profile }: { profile: Profile }) {
  const queryClient = useQueryClient();
  const [draft, setDraft] = useState<UpdateProfileBody>(() => draftOf(profile));
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState<{ kind: 'success' | 'error'; text: string } | null>(null);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const checked = UpdateProfileBodySchema.safeParse(draft);
    if (!checked.success) {
      setNotice({ kind: 'error', text: checked.error.issues[0]?.message ?? ProfileMessages.updateFailed });
      return;
    }
    setBusy(true);
    setNotice(null);
    try {
      const saved = await api.call(Api.me.updateProfile, { body: checked.data });
      void queryClient.invalidateQueries({ queryKey: getMeQueryOptions().queryKey });
      setDraft(draftOf({ ...profile, ...saved }));
      setNotice({ kind: 'success', text: ProfileMessages.updated });
    } catch (error) {
      setNotice({
        kind: 'error',
        text: isApiError(error) && error.statusCode === 400 ? `${ProfileMessages.updateFailed}: ${error.message}` : ProfileMessages.updateFailed,
      });
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className="set-profile-grid" onSubmit={(e) => void onSubmit(e)} noValidate>
      {(
        [
          ['set-profile-name', 'Full Name', profile.fullName],
          ['set-profile-email', 'Email', profile.email],
          ['set-profile-grant', 'Grant Number', profile.grantNumber],
          ['set-profile-account', 'Account Number', profile.accountNumber],
        ] as const
      ).map(([id, label, value]) => (
        <div className="field" key={id}>
          <label htmlFor={id}>{label}</label>
          <input id={id} className="input" value={value} readOnly />
        </div>
      ))}
      {EDITABLE.map(([field, label, autoComplete]) => (
        <div className="field" key={field}>
          <label htmlFor={`set-profile-${field}`}>{label}</label>
          <input
            id={`set-profile-${field}`}
            className="input"
            autoComplete={autoComplete}
            maxLength={PROFILE_FIELD_MAX[field]}
            value={draft[field]}
            onChange={(e) => setDraft((d) => ({ ...d, [field]: e.target.value }))}
          />
        </div>
      ))}
      {notice && (
        <div
          className={`alert set-wide ${notice.kind === 'success' ? 'alert-success' : 'alert-error'}`}
          role={notice.kind === 'success' ? 'status' : 'alert'}
          data-testid="profile-notice"
        >
          {notice.text}
        </div>
      )}
      <div className="set-wide">
        <button type="submit" className="btn btn-primary" disabled={busy} aria-busy={busy || undefined}>
          {busy ? 'Saving…' : 'Save Profile'}
        </button>
      </div>
    </form>
  );
}
