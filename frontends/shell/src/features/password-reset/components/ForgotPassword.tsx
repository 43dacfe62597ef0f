import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { PasswordResetMessages, RESET_LINK_TTL_HOURS, isApiError, isEmailAddress, normalizeEmail } from '@portal/contracts/web';
import { usePageTitle } from '@portal/web-core/ui';
import { AuthLayout } from '../../../components/AuthLayout';
import { FormInput } from '../../../components/FormInput';
import { AuthSuccess, BackToLogin, FormEnd } from '../../../components/AuthParts';
import { requestResetLink } from '../api/request-reset-link';

/** /forgot-password: asks for a reset link by e-mail. The answer is the same whether or not the address has an account. */
export default function ForgotPassword() {
  usePageTitle('Forgot Password');
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [emailError, setEmailError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setFocus,
    formState: { isSubmitting: busy },
  } = useForm({ defaultValues: { email: '' } });

  const submit = handleSubmit(async ({ email }) => {
    const address = normalizeEmail(email);
    const problem = !address ? PasswordResetMessages.emailRequired : isEmailAddress(address) ? null : PasswordResetMessages.emailInvalid;
    setEmailError(problem);
    setError(null);
    if (problem) {
      setFocus('email');
      return;
    }
    try {
      await requestResetLink(address);
      setSentTo(address);
    } catch (e) {
      setError(isApiError(e) && e.statusCode > 0 && e.statusCode < 500 ? e.message : PasswordResetMessages.sendFailed);
    }
  });

  if (sentTo) {
    return (
      // The answer is the same for every address, so the page cannot say that a message went out.
      <AuthSuccess title="Check Your Email" loginLabel="Back to Login">
        <p className="lead">
          If an account exists for <strong>{sentTo}</strong>, we have sent a password reset link to it.
        </p>
        <div className="alert alert-warning" role="note">
          If you don&apos;t see the email in a few minutes, please check your spam folder.
        </div>
        <p>The link expires in {RESET_LINK_TTL_HOURS} hours.</p>
      </AuthSuccess>
    );
  }

  return (
    <AuthLayout>
      <h1>Forgot Password</h1>
      <p className="lead">Enter the e-mail address of your account and we will send you a link to choose a new password.</p>
      <form onSubmit={submit} noValidate>
        <FormInput id="email" label="Email" type="email" autoComplete="email" registration={register('email')} required error={emailError ?? undefined} />
        <FormEnd error={error} errorId="forgot-error" busy={busy} label="Send Reset Link" busyLabel="Sending..." />
      </form>
      <BackToLogin />
    </AuthLayout>
  );
}
