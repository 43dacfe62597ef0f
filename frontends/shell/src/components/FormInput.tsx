import type { ReactNode } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { Field } from '@portal/web-core/ui';

export interface FormInputProps {
  id: string;
  label: string;
  type?: 'text' | 'email' | 'tel' | 'password';
  autoComplete: string;
  /** What react-hook-form's `register(name)` returns for the field. */
  registration: UseFormRegisterReturn;
  /** The element that explains the field: the form's error line while `invalid`, or a hint. */
  describedBy?: string;
  invalid?: boolean;
  /** Shown below the input (a hint with the id named in `describedBy`). */
  children?: ReactNode;
}

/** A labelled input of the public forms (sign-up, password reset), wired to react-hook-form. */
export function FormInput({ id, label, type = 'text', autoComplete, registration, describedBy, invalid, children }: FormInputProps) {
  return (
    <Field id={id} label={label}>
      <input
        id={id}
        type={type}
        className="input"
        autoComplete={autoComplete}
        aria-invalid={invalid || undefined}
        aria-describedby={describedBy}
        {...registration}
      />
      {children}
    </Field>
  );
}
