import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Trans, useTranslation } from 'react-i18next';
import { PasswordResetMessages, RESET_LINK_TTL_HOURS, isApiError, isEmailAddress, normalizeEmail } from '@portal/contracts/web';
import { useServerText } from '@portal/web-core';
import { usePageTitle } from '@portal/web-core/ui';
import { AuthLayout } from '../../../components/AuthLayout';
import { FormInput } from '../../../components/FormInput';
import { AuthSuccess, BackToLogin, FormEnd } from '../../../components/AuthParts';
import { requestResetLink } from '../api/request-reset-link';

/** /forgot-password: asks for a reset link by e-mail. The answer is the same whether or not the address has an account. */
export default function ForgotPassword() {
  const { t } = useTranslation();
  const serverText = useServerText();
  usePageTitle(t('auth.forgotTitle'));
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
      <AuthSuccess title={t('auth.checkEmail')} loginLabel={t('auth.backToLogin')}>
        <p className="lead">
          <Trans i18nKey="auth.sentIfExists" values={{ email: sentTo }} components={{ strong: <strong /> }} />
        </p>
        <div className="alert alert-warning" role="note">
          {t('auth.spamHint')}
        </div>
        <p>{t('auth.linkExpires', { hours: RESET_LINK_TTL_HOURS })}</p>
      </AuthSuccess>
    );
  }

  return (
    <AuthLayout>
      <h1>{t('auth.forgotTitle')}</h1>
      <p className="lead">{t('auth.forgotLead')}</p>
      <form onSubmit={submit} noValidate>
        <FormInput
          id="email"
          label={t('auth.email')}
          type="email"
          autoComplete="email"
          registration={register('email')}
          required
          error={emailError ? serverText(emailError) : undefined}
        />
        <FormEnd error={error && serverText(error)} errorId="forgot-error" busy={busy} label={t('auth.sendResetLink')} busyLabel={t('auth.sending')} />
      </form>
      <BackToLogin />
    </AuthLayout>
  );
}
