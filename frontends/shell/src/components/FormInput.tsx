import type { ReactNode } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { Field, fieldAria } from '@portal/web-core/ui';

export interface FormInputProps {
  id: string;
  label: string;
  type?: 'text' | 'email' | 'tel' | 'password';
  autoComplete: string;
  /** What react-hook-form's `register(name)` returns for the field. */
  registration: UseFormRegisterReturn;
  /** The field's own message while it is invalid, shown below it. */
  error?: string;
  required?: boolean;
  /** The id of a hint among the children that describes the field. */
  hintId?: string;
  placeholder?: string;
  /** Shown below the input (a hint with the id named in `hintId`). */
  children?: ReactNode;
}

/** A labelled input of the public forms (sign-up, password reset), wired to react-hook-form. */
export function FormInput({ id, label, type = 'text', autoComplete, registration, error, required, hintId, placeholder, children }: FormInputProps) {
  return (
    <Field id={id} label={label} required={required} error={error}>
      <input
        id={id}
        type={type}
        className="input"
        autoComplete={autoComplete}
        placeholder={placeholder}
        {...fieldAria(id, { error, required, hintId })}
        {...registration}
      />
      {children}
    </Field>
  );
}
