import { useState } from 'react';
import { Link } from '@portal/web-core/router';
import { Trans, useTranslation } from 'react-i18next';
import { useForm, type FieldErrors } from 'react-hook-form';
import { GRANT_NUMBER_EXAMPLE, RegistrationMessages, isApiError, type RegistrationResult } from '@portal/contracts/web';
import { currentLanguage, useServerText } from '@portal/web-core';
import { Field, StatusBadge, fieldAria, usePageTitle } from '@portal/web-core/ui';
import { AuthLayout } from '../../../components/AuthLayout';
import { FormInput, type FormInputProps } from '../../../components/FormInput';
import { AuthSuccess, FormEnd } from '../../../components/AuthParts';
import { registerRecipient } from '../api/register';
import { EMPTY_REGISTER_FORM, registrationResolver, toRegistrationRequest, type RegisterForm } from '../utils/registration-form';

function Success({ result }: { result: RegistrationResult }) {
  const { t } = useTranslation();
  return (
    <AuthSuccess title={t('auth.accountCreated')} loginLabel={t('auth.continueToLogin')}>
      <dl className="detail-list">
        <dt>{t('auth.grantNumber')}</dt>
        <dd>{result.grantNumber}</dd>
        <dt>{t('auth.email')}</dt>
        <dd>{result.email}</dd>
        <dt>{t('auth.status')}</dt>
        <dd>
          <StatusBadge tone="warning">{t('auth.pendingApproval')}</StatusBadge>
        </dd>
      </dl>
      <h2 style={{ fontSize: '1.1rem' }}>{t('auth.nextHeading')}</h2>
      <ol className="steps-list">
        <li>{t('auth.nextReview')}</li>
        <li>{t('auth.nextVerify')}</li>
        <li>{t('auth.nextDuration')}</li>
        <li>{t('auth.nextSignIn')}</li>
      </ol>
    </AuthSuccess>
  );
}

export default function Register() {
  const { t } = useTranslation();
  const serverText = useServerText();
  usePageTitle(t('auth.registerTitle'));
  const [serverError, setServerError] = useState<string | null>(null);
  const [result, setResult] = useState<RegistrationResult | null>(null);
  const {
    register,
    handleSubmit,
    setFocus,
    formState: { errors, isSubmitting },
  } = useForm<RegisterForm>({
    defaultValues: EMPTY_REGISTER_FORM,
    resolver: registrationResolver,
    mode: 'onSubmit',
    reValidateMode: 'onSubmit',
    // react-hook-form's own error focus runs once more in a timer after the submit; a field the user
    // (or a test) starts typing in right away would lose the focus, and the typed text would land in
    // the invalid field. The first invalid field (the spec's first failing check) is focused once,
    // synchronously, in onInvalid instead.
    shouldFocusError: false,
  });

  const onInvalid = (invalid: FieldErrors<RegisterForm>) => {
    const field = Object.keys(invalid)[0] as keyof RegisterForm | undefined;
    if (field) setFocus(field);
  };

  const onSubmit = handleSubmit(async (values) => {
    setServerError(null);
    try {
      setResult(await registerRecipient(toRegistrationRequest(values, currentLanguage())));
      window.scrollTo(0, 0);
    } catch (error) {
      setServerError(isApiError(error) && error.statusCode !== 0 ? error.message || RegistrationMessages.failed : RegistrationMessages.failed);
    }
  }, onInvalid);

  if (result) {
    return <Success result={result} />;
  }

  // Each invalid field shows its own message below it (the contracts' text in the page's language); the
  // banner is for the server's answer only.
  const fieldError = (name: keyof RegisterForm) => {
    const message = errors[name]?.message;
    return message ? serverText(message) : undefined;
  };
  const input = (name: keyof RegisterForm, label: string, autoComplete: string, type?: FormInputProps['type'], required = true) => (
    <FormInput id={name} label={label} type={type} autoComplete={autoComplete} required={required} registration={register(name)} error={fieldError(name)} />
  );

  return (
    <AuthLayout wide>
      <h1>{t('auth.registerHeading')}</h1>
      <p className="lead">{t('auth.registerLead')}</p>
      <form onSubmit={onSubmit} noValidate>
        <div className="form-grid">
          {input('first_name', t('auth.firstName'), 'given-name')}
          {input('last_name', t('auth.lastName'), 'family-name')}
        </div>
        <Field id="grant_number" label={t('auth.grantNumber')} required error={fieldError('grant_number')}>
          <input
            id="grant_number"
            className="input"
            placeholder={GRANT_NUMBER_EXAMPLE}
            autoCapitalize="characters"
            {...fieldAria('grant_number', { error: fieldError('grant_number'), required: true, hintId: 'grant_number-hint' })}
            {...register('grant_number')}
          />
          <span id="grant_number-hint" className="hint">
            {t('auth.grantNumberHint')}
          </span>
        </Field>
        <div className="form-grid">
          {input('email', t('auth.email'), 'email', 'email')}
          {input('mobile', t('auth.mobileOptional'), 'tel', 'tel', false)}
        </div>
        {input('country', t('auth.countryOptional'), 'country-name', undefined, false)}
        <div className="form-grid">
          {input('password', t('auth.password'), 'new-password', 'password')}
          {input('confirmPassword', t('auth.confirmPassword'), 'new-password', 'password')}
        </div>
        <FormEnd
          error={serverError && serverText(serverError)}
          errorId="register-error"
          busy={isSubmitting}
          label={t('auth.createAccount')}
          busyLabel={t('auth.creatingAccount')}
        />
      </form>
      <div className="auth-links">
        <span>
          <Trans i18nKey="auth.haveAccount" components={{ signin: <Link to="/login" /> }} />
        </span>
        <span>
          <Trans i18nKey="auth.registerAgreement" components={{ terms: <Link to="/terms" />, privacy: <Link to="/privacy" /> }} />
        </span>
      </div>
    </AuthLayout>
  );
}
