import { useState, type FormEvent } from 'react';
import { Api, ChangePasswordBodySchema, MAX_PASSWORD_LENGTH, PasswordChangeMessages } from '@portal/contracts';
import { isApiError } from '@portal/contracts';
import { api } from '@portal/web-core';

const EMPTY = { currentPassword: '', newPassword: '', confirmPassword: '' };

/** 'Password change failed' (spec 2 §8) with the reason when there is one. */
const failedBecause = (reason: string | undefined) => (reason ? `${PasswordChangeMessages.failed}: ${reason}` : PasswordChangeMessages.failed);

/** Password change (spec 2 §2.7, §5): the current password is checked on the server; new and confirm must match. */
export function PasswordForm() {
  const [draft, setDraft] = useState(EMPTY);
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState<{ kind: 'success' | 'error'; text: string } | null>(null);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (draft.newPassword !== draft.confirmPassword) {
      setNotice({ kind: 'error', text: failedBecause(PasswordChangeMessages.mismatch) });
      return;
    }
    const checked = ChangePasswordBodySchema.safeParse(draft);
    if (!checked.success) {
      setNotice({ kind: 'error', text: failedBecause(checked.error.issues[0]?.message) });
      return;
    }
    setBusy(true);
    setNotice(null);
    try {
      await api.call(Api.me.changePassword, { body: checked.data });
      setDraft(EMPTY);
      setNotice({ kind: 'success', text: PasswordChangeMessages.changed });
    } catch (error) {
      setNotice({ kind: 'error', text: failedBecause(isApiError(error) && error.statusCode === 400 ? error.message : undefined) });
    } finally {
      setBusy(false);
    }
  };

  const field = (key: keyof typeof EMPTY, label: string, autoComplete: string) => (
    <div className="field">
      <label htmlFor={`set-${key}`}>{label}</label>
      <input
        id={`set-${key}`}
        className="input"
        type="password"
        autoComplete={autoComplete}
        maxLength={MAX_PASSWORD_LENGTH + 1}
        value={draft[key]}
        onChange={(e) => setDraft((d) => ({ ...d, [key]: e.target.value }))}
      />
    </div>
  );

  return (
    <form className="set-password" onSubmit={(e) => void onSubmit(e)} noValidate aria-labelledby="set-password-title">
      <h3 id="set-password-title">Password</h3>
      {field('currentPassword', 'Current Password', 'current-password')}
      {field('newPassword', 'New Password', 'new-password')}
      {field('confirmPassword', 'Confirm New Password', 'new-password')}
      {notice && (
        <div
          className={`alert ${notice.kind === 'success' ? 'alert-success' : 'alert-error'}`}
          role={notice.kind === 'success' ? 'status' : 'alert'}
          data-testid="password-notice"
        >
          {notice.text}
        </div>
      )}
      <button type="submit" className="btn btn-primary" disabled={busy} aria-busy={busy || undefined}>
        {busy ? 'Changing…' : 'Change Password'}
      </button>
    </form>
  );
}
