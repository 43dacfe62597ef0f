import type { FieldPath, Resolver } from 'react-hook-form';
import {
  RegistrationMessages,
  blankToNull,
  normalizeEmail,
  normalizeGrantNumber,
  validateRegistration,
  type RegistrationInput,
  type RegistrationRequest,
} from '@portal/contracts';

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
export const registrationResolver: Resolver<RegisterForm> = async (values) => {
  const message = validateRegistration(toInput(values));
  if (!message) return { values, errors: {} };
  return { values: {}, errors: { [fieldFor(message, values)]: { type: 'validate', message } } };
};

/** The registration body: trimmed names, normalised grant number and e-mail, blank optional fields as null. */
export function toRegistrationRequest(v: RegisterForm): RegistrationRequest {
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
