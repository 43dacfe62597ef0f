import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useQueryClient } from '@tanstack/react-query';
import { Api, PROFILE_FIELD_MAX, type Profile, type UpdateProfileBody } from '@portal/contracts/web';
import { UpdateProfileBodySchema } from '@portal/contracts/schemas';
import { isApiError } from '@portal/contracts/web';
import { api, getMeQueryOptions, useServerText } from '@portal/web-core';
import { Field, fieldAria, focusFirstInvalid } from '@portal/web-core/ui';

/** field, its label's catalogue key, its autocomplete token */
const EDITABLE = [
  ['mobile', 'settings.mobile', 'tel'],
  ['address', 'settings.address', 'street-address'],
  ['city', 'settings.city', 'address-level2'],
  ['state', 'settings.state', 'address-level1'],
  ['zipCode', 'settings.zipCode', 'postal-code'],
  ['country', 'settings.country', 'country-name'],
] as const satisfies ReadonlyArray<readonly [keyof UpdateProfileBody, string, string]>;

type FieldErrors = Partial<Record<keyof UpdateProfileBody, string>>;
const fieldId = (field: keyof UpdateProfileBody) => `set-profile-${field}`;

/** Every field the contract refuses, each with its first message. */
function issuesOf(draft: UpdateProfileBody): FieldErrors {
  const checked = UpdateProfileBodySchema.safeParse(draft);
  const errors: FieldErrors = {};
  if (checked.success) return errors;
  for (const issue of checked.error.issues) {
    const field = issue.path[0] as keyof UpdateProfileBody;
    errors[field] ??= issue.message;
  }
  return errors;
}

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
  const [errors, setErrors] = useState<FieldErrors>({});
  const failed = t('settings.profileUpdateFailed');

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const found = issuesOf(draft);
    setErrors(found);
    const checked = UpdateProfileBodySchema.safeParse(draft);
    if (!checked.success) {
      // Every invalid field says why beside itself; the first takes the focus.
      setNotice(null);
      focusFirstInvalid(EDITABLE.filter(([field]) => found[field]).map(([field]) => fieldId(field)));
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
      {EDITABLE.map(([field, label, autoComplete]) => {
        const error = errors[field] ? serverText(errors[field]) : null;
        return (
          <Field key={field} id={fieldId(field)} label={t(label)} error={error}>
            <input
              id={fieldId(field)}
              className="input"
              autoComplete={autoComplete}
              maxLength={PROFILE_FIELD_MAX[field]}
              value={draft[field]}
              onChange={(e) => {
                const value = e.target.value;
                setDraft((d) => ({ ...d, [field]: value }));
                // A corrected field drops its message at once; the others keep theirs until the next save.
                if (errors[field]) setErrors((all) => ({ ...all, [field]: issuesOf({ ...draft, [field]: value })[field] }));
              }}
              {...fieldAria(fieldId(field), { error })}
            />
          </Field>
        );
      })}
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
