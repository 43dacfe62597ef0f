import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Api, MAX_PASSWORD_LENGTH, PasswordChangeMessages, newPasswordIssues } from '@portal/contracts/web';
import { ChangePasswordBodySchema } from '@portal/contracts/schemas';
import { isApiError } from '@portal/contracts/web';
import { api, useServerText } from '@portal/web-core';
import { Field, fieldAria, focusFirstInvalid } from '@portal/web-core/ui';

const EMPTY = { currentPassword: '', newPassword: '', confirmPassword: '' };

/** What the form shows: the success text, or 'Password change failed' (spec 2 §8) with the reason (English, from the contracts or the server) when there is one. */
type Notice = { kind: 'success' } | { kind: 'error'; reason?: string };

/** Password change (spec 2 §2.7, §5): the current password is checked on the server; new and confirm must match. */
export function PasswordForm() {
  const { t } = useTranslation();
  const serverText = useServerText();
  const [draft, setDraft] = useState(EMPTY);
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState<Notice | null>(null);
  const [fieldErrors, setFieldErrors] = useState<Partial<Record<keyof typeof EMPTY, string>>>({});

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    // Every field's problem at once; the notice keeps the spec's order (the mismatch first).
    const found: Partial<Record<keyof typeof EMPTY, string>> = {};
    if (!draft.currentPassword) found.currentPassword = PasswordChangeMessages.currentRequired;
    for (const issue of newPasswordIssues(draft.newPassword, draft.confirmPassword)) {
      found[issue.field === 'password' ? 'newPassword' : 'confirmPassword'] = issue.field === 'password' ? issue.message : PasswordChangeMessages.mismatch;
    }
    setFieldErrors(found);
    const invalid = (Object.keys(EMPTY) as Array<keyof typeof EMPTY>).filter((key) => found[key]);
    if (invalid.length > 0) focusFirstInvalid(invalid.map((key) => `set-${key}`));
    if (draft.newPassword !== draft.confirmPassword) {
      setNotice({ kind: 'error', reason: PasswordChangeMessages.mismatch });
      return;
    }
    const checked = ChangePasswordBodySchema.safeParse(draft);
    if (!checked.success) {
      setNotice({ kind: 'error', reason: checked.error.issues[0]?.message });
      return;
    }
    setBusy(true);
    setNotice(null);
    try {
      await api.call(Api.me.changePassword, { body: checked.data });
      setDraft(EMPTY);
      setNotice({ kind: 'success' });
    } catch (error) {
      setNotice({ kind: 'error', reason: isApiError(error) && error.statusCode === 400 ? error.message : undefined });
    } finally {
      setBusy(false);
    }
  };

  const field = (key: keyof typeof EMPTY, label: string, autoComplete: string) => {
    const error = fieldErrors[key] ? serverText(fieldErrors[key]) : undefined;
    return (
      <Field id={`set-${key}`} label={label} required error={error}>
        <input
          id={`set-${key}`}
          className="input"
          type="password"
          autoComplete={autoComplete}
          maxLength={MAX_PASSWORD_LENGTH + 1}
          {...fieldAria(`set-${key}`, { error, required: true })}
          value={draft[key]}
          onChange={(e) => {
            setDraft((d) => ({ ...d, [key]: e.target.value }));
            setFieldErrors((f) => ({ ...f, [key]: undefined }));
          }}
        />
      </Field>
    );
  };

  const noticeText = (shown: Notice) => {
    if (shown.kind === 'success') return t('security.passwordChanged');
    const failed = t('security.passwordFailed');
    return shown.reason ? t('security.passwordFailedBecause', { failed, reason: serverText(shown.reason) }) : failed;
  };

  return (
    <form className="set-password" onSubmit={(e) => void onSubmit(e)} noValidate aria-labelledby="set-password-title">
      <h3 id="set-password-title">{t('security.password')}</h3>
      {field('currentPassword', t('security.currentPassword'), 'current-password')}
      {field('newPassword', t('security.newPassword'), 'new-password')}
      {field('confirmPassword', t('security.confirmPassword'), 'new-password')}
      {notice && (
        <div
          className={`alert ${notice.kind === 'success' ? 'alert-success' : 'alert-error'}`}
          role={notice.kind === 'success' ? 'status' : 'alert'}
          data-testid="password-notice"
        >
          {noticeText(notice)}
        </div>
      )}
      <button type="submit" className="btn btn-primary" disabled={busy} aria-busy={busy || undefined}>
        {busy ? t('security.changing') : t('security.changePassword')}
      </button>
    </form>
  );
}
