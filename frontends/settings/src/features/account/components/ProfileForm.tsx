import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useQueryClient } from '@tanstack/react-query';
import { Api, PROFILE_FIELD_MAX, UpdateProfileBodySchema, type Profile, type UpdateProfileBody } from '@portal/contracts/web';
import { isApiError } from '@portal/contracts/web';
import { api, getMeQueryOptions, useServerText } from '@portal/web-core';

/** field, its label's catalogue key, its autocomplete token */
const EDITABLE = [
  ['mobile', 'settings.mobile', 'tel'],
  ['address', 'settings.address', 'street-address'],
  ['city', 'settings.city', 'address-level2'],
  ['state', 'settings.state', 'address-level1'],
  ['zipCode', 'settings.zipCode', 'postal-code'],
  ['country', 'settings.country', 'country-name'],
] as const satisfies ReadonlyArray<readonly [keyof UpdateProfileBody, string, string]>;

function draftOf(p: Profile): UpdateProfileBody {
  return { mobile: p.mobile ?? '', address: p.address ?? '', city: p.city ?? '', state: p.state ?? '', zipCode: p.zipCode ?? '', country: p.country ?? '' };
}

/** Profile Settings (spec 2 §2.7, §5): name, e-mail, grant and account number read-only; the contact details editable and saved on the server. */
export function ProfileForm({ profile }: { profile: Profile }) {
  const { t } = useTranslation();
  const serverText = useServerText();
  const queryClient = useQueryClient();
  const [draft, setDraft] = useState<UpdateProfileBody>(() => draftOf(profile));
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState<{ kind: 'success' | 'error'; text: string } | null>(null);
  const failed = t('settings.profileUpdateFailed');

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const checked = UpdateProfileBodySchema.safeParse(draft);
    if (!checked.success) {
      setNotice({ kind: 'error', text: serverText(checked.error.issues[0]?.message ?? failed) });
      return;
    }
    setBusy(true);
    setNotice(null);
    try {
      const saved = await api.call(Api.me.updateProfile, { body: checked.data });
      void queryClient.invalidateQueries({ queryKey: getMeQueryOptions().queryKey });
      setDraft(draftOf({ ...profile, ...saved }));
      setNotice({ kind: 'success', text: t('settings.profileUpdated') });
    } catch (error) {
      setNotice({
        kind: 'error',
        text: isApiError(error) && error.statusCode === 400 ? t('settings.profileUpdateFailedBecause', { failed, reason: serverText(error.message) }) : failed,
      });
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className="set-profile-grid" onSubmit={(e) => void onSubmit(e)} noValidate>
      {(
        [
          ['set-profile-name', t('settings.fullName'), profile.fullName],
          ['set-profile-email', t('settings.email'), profile.email],
          ['set-profile-grant', t('settings.grantNumber'), profile.grantNumber],
          ['set-profile-account', t('settings.accountNumber'), profile.accountNumber],
        ] as const
      ).map(([id, label, value]) => (
        <div className="field" key={id}>
          <label htmlFor={id}>{label}</label>
          <input id={id} className="input" value={value} readOnly />
        </div>
      ))}
      {EDITABLE.map(([field, label, autoComplete]) => (
        <div className="field" key={field}>
          <label htmlFor={`set-profile-${field}`}>{t(label)}</label>
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
          {busy ? t('common.saving') : t('settings.saveProfile')}
        </button>
      </div>
    </form>
  );
}
