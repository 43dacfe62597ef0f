import { useState } from 'react';
import { Link } from 'react-router-dom';
import { useForm, type FieldErrors } from 'react-hook-form';
import { RegistrationMessages, isApiError, type RegistrationResult } from '@portal/contracts/web';
import { Field, StatusBadge, fieldAria, usePageTitle } from '@portal/web-core/ui';
import { AuthLayout } from '../../../components/AuthLayout';
import { FormInput, type FormInputProps } from '../../../components/FormInput';
import { AuthSuccess, FormEnd } from '../../../components/AuthParts';
import { registerRecipient } from '../api/register';
import { EMPTY_REGISTER_FORM, registrationResolver, toRegistrationRequest, type RegisterForm } from '../utils/registration-form';

function Success({ result }: { result: RegistrationResult }) {
  return (
    <AuthSuccess title="Account Created Successfully!" loginLabel="Continue to Login Page">
      <dl className="detail-list">
        <dt>Grant Number</dt>
        <dd>{result.grantNumber}</dd>
        <dt>Email</dt>
        <dd>{result.email}</dd>
        <dt>Status</dt>
        <dd>
          <StatusBadge tone="warning">Pending Approval</StatusBadge>
        </dd>
      </dl>
      <h2 style={{ fontSize: '1.1rem' }}>What happens next?</h2>
      <ol className="steps-list">
        <li>An administrator reviews your account.</li>
        <li>Your grant number and details are verified.</li>
        <li>Approval typically takes 7 hours.</li>
        <li>Once approved, you can sign in to your account.</li>
      </ol>
    </AuthSuccess>
  );
}

export default function Register() {
  usePageTitle('Register');
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
      setResult(await registerRecipient(toRegistrationRequest(values)));
      window.scrollTo(0, 0);
    } catch (error) {
      setServerError(isApiError(error) && error.statusCode !== 0 ? error.message || RegistrationMessages.failed : RegistrationMessages.failed);
    }
  }, onInvalid);

  if (result) {
    return <Success result={result} />;
  }

  // Each invalid field shows its own message below it; the banner is for the server's answer only.
  const input = (name: keyof RegisterForm, label: string, autoComplete: string, type?: FormInputProps['type'], required = true) => (
    <FormInput
      id={name}
      label={label}
      type={type}
      autoComplete={autoComplete}
      required={required}
      registration={register(name)}
      error={errors[name]?.message}
    />
  );

  return (
    <AuthLayout wide>
      <h1>Create Your Account</h1>
      <p className="lead">Register with the grant number you were assigned. An administrator approves new accounts.</p>
      <form onSubmit={onSubmit} noValidate>
        <div className="form-grid">
          {input('first_name', 'First Name', 'given-name')}
          {input('last_name', 'Last Name', 'family-name')}
        </div>
        <Field id="grant_number" label="Grant Number" required error={errors.grant_number?.message}>
          <input
            id="grant_number"
            className="input"
            placeholder="UNSEAF-YYYY/GR-NNNN"
            autoCapitalize="characters"
            {...fieldAria('grant_number', { error: errors.grant_number?.message, required: true, hintId: 'grant_number-hint' })}
            {...register('grant_number')}
          />
          <span id="grant_number-hint" className="hint">
            The grant number from your award letter, e.g. UNSEAF-2024/GR-0001.
          </span>
        </Field>
        <div className="form-grid">
          {input('email', 'Email', 'email', 'email')}
          {input('mobile', 'Mobile (optional)', 'tel', 'tel', false)}
        </div>
        {input('country', 'Country (optional)', 'country-name', undefined, false)}
        <div className="form-grid">
          {input('password', 'Password', 'new-password', 'password')}
          {input('confirmPassword', 'Confirm Password', 'new-password', 'password')}
        </div>
        <FormEnd error={serverError} errorId="register-error" busy={isSubmitting} label="Create Account" busyLabel="Creating Account..." />
      </form>
      <div className="auth-links">
        <span>
          Already have an account? <Link to="/login">Sign in</Link>
        </span>
        <span>
          By creating an account you agree to our <Link to="/terms">Terms of Service</Link> and <Link to="/privacy">Privacy Policy</Link>.
        </span>
      </div>
    </AuthLayout>
  );
}
