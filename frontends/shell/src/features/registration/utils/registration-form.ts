import type { FieldErrors, FieldPath, Resolver } from 'react-hook-form';
import {
  blankToNull,
  normalizeEmail,
  normalizeGrantNumber,
  registrationIssues,
  type RegistrationField,
  type RegistrationInput,
  type RegistrationRequest,
  type Language,
} from '@portal/contracts/web';

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

export const EMPTY_REGISTER_FORM: RegisterForm = {
  first_name: '',
  last_name: '',
  grant_number: '',
  email: '',
  mobile: '',
  country: '',
  password: '',
  confirmPassword: '',
};

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

const FORM_FIELD: Record<RegistrationField, FieldPath<RegisterForm>> = {
  grantNumber: 'grant_number',
  firstName: 'first_name',
  lastName: 'last_name',
  email: 'email',
  password: 'password',
  confirmPassword: 'confirmPassword',
};

/**
 * All rules live in @portal/contracts: registrationIssues lists every failing check in the spec's order, so
 * each invalid field gets its own message at once and the first (the spec's) is focused.
 */
export const registrationResolver: Resolver<RegisterForm> = async (values) => {
  const issues = registrationIssues(toInput(values));
  if (issues.length === 0) return { values, errors: {} };
  const errors: FieldErrors<RegisterForm> = {};
  for (const { field, message } of issues) errors[FORM_FIELD[field]] = { type: 'validate', message };
  return { values: {}, errors };
};

/**
 * The registration body: trimmed names, normalised grant number and e-mail, blank optional fields as null, and the
 * language the page is shown in (the visitor's choice, which becomes the new account's language).
 */
export function toRegistrationRequest(v: RegisterForm, language?: Language): RegistrationRequest {
  return {
    ...(language ? { language } : {}),
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
