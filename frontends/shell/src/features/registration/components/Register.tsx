import { useState } from 'react';
import { Link } from 'react-router-dom';
import { useForm, type FieldErrors } from 'react-hook-form';
import { RegistrationMessages, isApiError, type RegistrationResult } from '@portal/contracts';
import { Field, StatusBadge, usePageTitle } from '@portal/web-core/ui';
import { AuthLayout } from '../../../components/AuthLayout';
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
    // the invalid field. The invalid field is focused once, synchronously, in onInvalid instead.
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

  // Only one message at a time: the first failing rule (there is at most one field error).
  const validationMessage = Object.values(errors)[0]?.message;
  const message = validationMessage ?? serverError;
  const described = (name: keyof RegisterForm) => (errors[name] ? { 'aria-invalid': true as const, 'aria-describedby': 'register-error' } : {});

  return (
    <AuthLayout wide>
      <h1>Create Your Account</h1>
      <p className="lead">Register with the grant number you were assigned. An administrator approves new accounts.</p>
      <form onSubmit={onSubmit} noValidate>
        <div className="form-grid">
          <Field id="first_name" label="First Name">
            <input id="first_name" className="input" autoComplete="given-name" {...register('first_name')} {...described('first_name')} />
          </Field>
          <Field id="last_name" label="Last Name">
            <input id="last_name" className="input" autoComplete="family-name" {...register('last_name')} {...described('last_name')} />
          </Field>
        </div>
        <Field id="grant_number" label="Grant Number">
          <input
            id="grant_number"
            className="input"
            placeholder="UNSEAF-YYYY/GR-NNNN"
            autoCapitalize="characters"
            aria-describedby={errors.grant_number ? 'register-error' : 'grant_number-hint'}
            aria-invalid={errors.grant_number ? true : undefined}
            {...register('grant_number')}
          />
          <span id="grant_number-hint" className="hint">
            The grant number from your award letter, e.g. UNSEAF-2024/GR-0001.
          </span>
        </Field>
        <div className="form-grid">
          <Field id="email" label="Email">
            <input id="email" type="email" className="input" autoComplete="email" {...register('email')} {...described('email')} />
          </Field>
          <Field id="mobile" label="Mobile (optional)">
            <input id="mobile" type="tel" className="input" autoComplete="tel" {...register('mobile')} />
          </Field>
        </div>
        <Field id="country" label="Country (optional)">
          <input id="country" className="input" autoComplete="country-name" {...register('country')} />
        </Field>
        <div className="form-grid">
          <Field id="password" label="Password">
            <input id="password" type="password" className="input" autoComplete="new-password" {...register('password')} {...described('password')} />
          </Field>
          <Field id="confirmPassword" label="Confirm Password">
            <input
              id="confirmPassword"
              type="password"
              className="input"
              autoComplete="new-password"
              {...register('confirmPassword')}
              {...described('confirmPassword')}
            />
          </Field>
        </div>
        <FormEnd error={message} errorId="register-error" busy={isSubmitting} label="Create Account" busyLabel="Creating Account..." />
      </form>
      <div className="auth-links">
        <span>
          Already have an account? <Link to="/login">Sign in</Link>
        </span>
      </div>
    </AuthLayout>
  );
}
