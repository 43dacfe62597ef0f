import { useEffect, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { useForm } from 'react-hook-form';
import { PasswordResetMessages, RESET_REDIRECT_MS, isApiError, newPasswordIssues } from '@portal/contracts/web';
import { Loading, focusFirstInvalid, usePageTitle } from '@portal/web-core/ui';
import { AuthLayout } from '../../../components/AuthLayout';
import { FormInput } from '../../../components/FormInput';
import { AuthSuccess, BackToLogin, FormEnd } from '../../../components/AuthParts';
import { useResetLinkState } from '../api/check-reset-link';
import { resetPassword } from '../api/reset-password';

function InvalidLink() {
  return (
    <AuthLayout>
      <h1>Invalid Reset Link</h1>
      <div className="alert alert-error" role="alert">
        {PasswordResetMessages.invalidLink}
      </div>
      <Link to="/forgot-password" className="btn btn-primary btn-block">
        Request a New Reset Link
      </Link>
      <BackToLogin />
    </AuthLayout>
  );
}

/** /reset-password?token=…: checks the link first, then sets the new password; goes to /login 3 s after success. */
export default function ResetPassword() {
  usePageTitle('Reset Password');
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
        <Loading label="Checking your reset link…" />
      </AuthLayout>
    );
  if (link === 'invalid') return <InvalidLink />;
  if (done) {
    return (
      <AuthSuccess title="Password Reset Successfully!" loginLabel="Go to Login">
        <p className="lead" role="status">
          You can now sign in with your new password. Redirecting to the login page…
        </p>
      </AuthSuccess>
    );
  }
  return (
    <AuthLayout>
      <h1>Reset Password</h1>
      <form onSubmit={submit} noValidate>
        <FormInput
          id="new-password"
          label="New Password"
          type="password"
          autoComplete="new-password"
          registration={register('password')}
          required
          error={fieldErrors.password}
          hintId="new-password-hint"
        >
          <span id="new-password-hint" className="hint">
            {PasswordResetMessages.passwordTooShort}
          </span>
        </FormInput>
        <FormInput
          id="confirm-password"
          label="Confirm New Password"
          type="password"
          autoComplete="new-password"
          required
          registration={register('confirmPassword')}
          error={fieldErrors.confirmPassword}
        />
        <FormEnd error={error} busy={busy} label="Reset Password" busyLabel="Resetting..." />
      </form>
      <BackToLogin />
    </AuthLayout>
  );
}
