import { useEffect, useState } from 'react';
import { Link, useNavigate, useSearchParams } from '@portal/web-core/router';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { PasswordResetMessages, RESET_REDIRECT_MS, isApiError, newPasswordIssues } from '@portal/contracts/web';
import { useServerText } from '@portal/web-core';
import { Loading, focusFirstInvalid, usePageTitle } from '@portal/web-core/ui';
import { AuthLayout } from '../../../components/AuthLayout';
import { FormInput } from '../../../components/FormInput';
import { AuthSuccess, BackToLogin, FormEnd } from '../../../components/AuthParts';
import { useResetLinkState } from '../api/check-reset-link';
import { resetPassword } from '../api/reset-password';

function InvalidLink() {
  const { t } = useTranslation();
  return (
    <AuthLayout>
      <h1>{t('auth.invalidLinkTitle')}</h1>
      <div className="alert alert-error" role="alert">
        {t('auth.invalidLink')}
      </div>
      <Link to="/forgot-password" className="btn btn-primary btn-block">
        {t('auth.requestNewLink')}
      </Link>
      <BackToLogin />
    </AuthLayout>
  );
}

/** /reset-password?token=…: checks the link first, then sets the new password; goes to /login 3 s after success. */
export default function ResetPassword() {
  const { t } = useTranslation();
  const serverText = useServerText();
  usePageTitle(t('auth.resetTitle'));
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const token = params.get('token') ?? '';
  // The token a reset attempt found used or expired (the link turned invalid while the form was open).
  const [spentToken, setSpentToken] = useState<string | null>(null);
  const checked = useResetLinkState(token);
  const link = spentToken === token ? 'invalid' : checked;
  const [error, setError] = useState<string | null>(null);
  const [fieldErrors, setFieldErrors] = useState<{ password?: string; confirmPassword?: string }>({});
  const [done, setDone] = useState(false);
  const {
    register,
    handleSubmit,
    formState: { isSubmitting: busy },
  } = useForm({ defaultValues: { password: '', confirmPassword: '' } });

  useEffect(() => {
    if (!done) return;
    const timer = setTimeout(() => navigate('/login', { replace: true }), RESET_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [done, navigate]);

  const submit = handleSubmit(async ({ password, confirmPassword }) => {
    const issues = newPasswordIssues(password, confirmPassword);
    setFieldErrors(Object.fromEntries(issues.map((i) => [i.field, i.message])));
    setError(null);
    if (issues.length > 0) {
      focusFirstInvalid(issues.map((i) => (i.field === 'password' ? 'new-password' : 'confirm-password')));
      return;
    }
    try {
      await resetPassword({ token, password, confirmPassword });
      setDone(true);
    } catch (e) {
      if (isApiError(e) && e.message === PasswordResetMessages.invalidLink) setSpentToken(token);
      else setError(isApiError(e) && e.statusCode === 400 ? e.message : PasswordResetMessages.resetFailed);
    }
  });

  if (link === 'checking')
    return (
      <AuthLayout>
        <Loading label={t('auth.checkingLink')} />
      </AuthLayout>
    );
  if (link === 'invalid') return <InvalidLink />;
  if (done) {
    return (
      <AuthSuccess title={t('auth.resetDone')} loginLabel={t('auth.goToLogin')}>
        <p className="lead" role="status">
          {t('auth.resetDoneText')}
        </p>
      </AuthSuccess>
    );
  }
  return (
    <AuthLayout>
      <h1>{t('auth.resetTitle')}</h1>
      <form onSubmit={submit} noValidate>
        <FormInput
          id="new-password"
          label={t('auth.newPassword')}
          type="password"
          autoComplete="new-password"
          registration={register('password')}
          required
          error={fieldErrors.password && serverText(fieldErrors.password)}
          hintId="new-password-hint"
        >
          <span id="new-password-hint" className="hint">
            {t('auth.passwordTooShort')}
          </span>
        </FormInput>
        <FormInput
          id="confirm-password"
          label={t('auth.confirmNewPassword')}
          type="password"
          autoComplete="new-password"
          required
          registration={register('confirmPassword')}
          error={fieldErrors.confirmPassword && serverText(fieldErrors.confirmPassword)}
        />
        <FormEnd error={error && serverText(error)} busy={busy} label={t('auth.resetTitle')} busyLabel={t('auth.resetting')} />
      </form>
      <BackToLogin />
    </AuthLayout>
  );
}
