import { useState } from 'react';
import { Link } from 'react-router-dom';
import { useForm, type FieldPath, type Resolver } from 'react-hook-form';
import {
  RegistrationMessages,
  blankToNull,
  normalizeEmail,
  normalizeGrantNumber,
  validateRegistration,
  type RegistrationInput,
  type RegistrationRequest,
  type RegistrationResult,
} from '@portal/contracts';
import { apiFetch, isApiError } from '@portal/web-core';
import { AuthLayout } from '../components/AuthLayout';
import { usePageTitle } from '../components/usePageTitle';

/** The form's field names are those of spec 1 §2. */
export interface RegisterForm {
  first_name: string;
  last_name: string;
  grant_number: string;
  email: string;
  mobile: string;
  country: string;
  password: string;
  confirmPassword: string;
}

const EMPTY: RegisterForm = {
  first_name: '',
  last_name: '',
  grant_number: '',
  email: '',
  mobile: '',
  country: '',
  password: '',
  confirmPassword: '',
};

export const REGISTRATION_FALLBACK = RegistrationMessages.failed;

function toInput(v: RegisterForm): RegistrationInput {
  return {
    firstName: v.first_name,
    lastName: v.last_name,
    grantNumber: v.grant_number,
    email: v.email,
    mobile: v.mobile,
    country: v.country,
    password: v.password,
    confirmPassword: v.confirmPassword,
  };
}

/** The field a validation message is about, to mark it invalid and move focus there. */
function fieldFor(message: string, v: RegisterForm): FieldPath<RegisterForm> {
  switch (message) {
    case RegistrationMessages.grantNumberRequired:
    case RegistrationMessages.grantNumberFormat:
      return 'grant_number';
    case RegistrationMessages.namesRequired:
      return v.first_name.trim() ? 'last_name' : 'first_name';
    case RegistrationMessages.emailRequired:
    case RegistrationMessages.emailInvalid:
      return 'email';
    case RegistrationMessages.passwordsDoNotMatch:
      return 'confirmPassword';
    default:
      return 'password';
  }
}

/** All rules live in @portal/contracts: validateRegistration checks them in the spec's order and returns the first failure. */
const registrationResolver: Resolver<RegisterForm> = async (values) => {
  const message = validateRegistration(toInput(values));
  if (!message) return { values, errors: {} };
  return { values: {}, errors: { [fieldFor(message, values)]: { type: 'validate', message } } };
};

function toRequest(v: RegisterForm): RegistrationRequest {
  return {
    firstName: v.first_name.trim(),
    lastName: v.last_name.trim(),
    grantNumber: normalizeGrantNumber(v.grant_number),
    email: normalizeEmail(v.email),
    mobile: blankToNull(v.mobile),
    country: blankToNull(v.country),
    password: v.password,
    confirmPassword: v.confirmPassword,
  };
}

function Success({ result }: { result: RegistrationResult }) {
  return (
    <>
      <div className="success-mark" aria-hidden="true">✓</div>
      <h1>Account Created Successfully!</h1>
      <dl className="detail-list">
        <dt>Grant Number</dt>
        <dd>{result.grantNumber}</dd>
        <dt>Email</dt>
        <dd>{result.email}</dd>
        <dt>Status</dt>
        <dd>
          <span className="badge">Pending Approval</span>
        </dd>
      </dl>
      <h2 style={{ fontSize: '1.1rem' }}>What happens next?</h2>
      <ol className="steps-list">
        <li>An administrator reviews your account.</li>
        <li>Your grant number and details are verified.</li>
        <li>Approval typically takes 7 hours.</li>
        <li>Once approved, you can sign in to your account.</li>
      </ol>
      <Link to="/login" className="btn btn-primary btn-block">Continue to Login Page</Link>
    </>
  );
}

export default function Register() {
  usePageTitle('Register');
  const [serverError, setServerError] = useState<string | null>(null);
  const [result, setResult] = useState<RegistrationResult | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<RegisterForm>({
    defaultValues: EMPTY,
    resolver: registrationResolver,
    mode: 'onSubmit',
    reValidateMode: 'onSubmit',
  });

  const onSubmit = handleSubmit(async (values) => {
    setServerError(null);
    try {
      const created = await apiFetch<RegistrationResult>('/api/auth/register', {
        method: 'POST',
        json: toRequest(values),
        auth: false,
      });
      setResult(created);
      window.scrollTo(0, 0);
    } catch (error) {
      setServerError(isApiError(error) && error.statusCode !== 0 ? error.message || REGISTRATION_FALLBACK : REGISTRATION_FALLBACK);
    }
  });

  if (result) {
    return (
      <AuthLayout>
        <Success result={result} />
      </AuthLayout>
    );
  }

  // Only one message at a time: the first failing rule (there is at most one field error).
  const validationMessage = Object.values(errors)[0]?.message;
  const message = validationMessage ?? serverError;
  const described = (name: keyof RegisterForm) =>
    errors[name] ? { 'aria-invalid': true as const, 'aria-describedby': 'register-error' } : {};

  return (
    <AuthLayout wide>
      <h1>Create Your Account</h1>
      <p className="lead">Register with the grant number you were assigned. An administrator approves new accounts.</p>
      <form onSubmit={onSubmit} noValidate>
        <div className="form-grid">
          <div className="field">
            <label htmlFor="first_name">First Name</label>
            <input id="first_name" className="input" autoComplete="given-name" {...register('first_name')} {...described('first_name')} />
          </div>
          <div className="field">
            <label htmlFor="last_name">Last Name</label>
            <input id="last_name" className="input" autoComplete="family-name" {...register('last_name')} {...described('last_name')} />
          </div>
        </div>
        <div className="field">
          <label htmlFor="grant_number">Grant Number</label>
          <input
            id="grant_number"
            className="input"
            placeholder="UNSEAF-YYYY/GR-NNNN"
            autoCapitalize="characters"
            aria-describedby={errors.grant_number ? 'register-error' : 'grant_number-hint'}
            aria-invalid={errors.grant_number ? true : undefined}
            {...register('grant_number')}
          />
          <span id="grant_number-hint" className="hint">The grant number from your award letter, e.g. UNSEAF-2024/GR-0001.</span>
        </div>
        <div className="form-grid">
          <div className="field">
            <label htmlFor="email">Email</label>
            <input id="email" type="email" className="input" autoComplete="email" {...register('email')} {...described('email')} />
          </div>
          <div className="field">
            <label htmlFor="mobile">Mobile (optional)</label>
            <input id="mobile" type="tel" className="input" autoComplete="tel" {...register('mobile')} />
          </div>
        </div>
        <div className="field">
          <label htmlFor="country">Country (optional)</label>
          <input id="country" className="input" autoComplete="country-name" {...register('country')} />
        </div>
        <div className="form-grid">
          <div className="field">
            <label htmlFor="password">Password</label>
            <input id="password" type="password" className="input" autoComplete="new-password" {...register('password')} {...described('password')} />
          </div>
          <div className="field">
            <label htmlFor="confirmPassword">Confirm Password</label>
            <input
              id="confirmPassword"
              type="password"
              className="input"
              autoComplete="new-password"
              {...register('confirmPassword')}
              {...described('confirmPassword')}
            />
          </div>
        </div>
        {message && (
          <div id="register-error" className="alert alert-error" role="alert">
            {message}
          </div>
        )}
        <button type="submit" className="btn btn-primary btn-block" disabled={isSubmitting} aria-busy={isSubmitting}>
          {isSubmitting ? 'Creating Account...' : 'Create Account'}
        </button>
      </form>
      <div className="auth-links">
        <span>
          Already have an account? <Link to="/login">Sign in</Link>
        </span>
      </div>
    </AuthLayout>
  );
}
