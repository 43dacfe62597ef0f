import type { ReactNode } from 'react';
import { fieldErrorId } from '../forms/field-aria';

export interface FieldProps {
  /** The id of the control, which the label names. */
  id: string;
  label: ReactNode;
  /** Added to the field's `field` class. */
  className?: string;
  /**
   * Marks the label with an asterisk drawn by the style sheet, outside the label's name (the control itself
   * carries `required`, see `fieldAria`, which is what assistive technology announces).
   */
  required?: boolean;
  /** The field's message while it is invalid, shown below the control with the id `fieldErrorId(id)`. */
  error?: string | null;
  /** The control (input, select, textarea) with that id, and any hint below it. */
  children: ReactNode;
}

/** A form field: its label above the control it names, and its own message below while invalid. */
export function Field({ id, label, className, required, error, children }: FieldProps) {
  const classes = ['field', className, error ? 'field-invalid' : null].filter(Boolean).join(' ');
  return (
    <div className={classes}>
      <label htmlFor={id} className={required ? 'required' : undefined}>
        {label}
      </label>
      {children}
      {error && (
        <span id={fieldErrorId(id)} className="field-error">
          {error}
        </span>
      )}
    </div>
  );
}
