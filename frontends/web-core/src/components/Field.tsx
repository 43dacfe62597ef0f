import type { ReactNode } from 'react';

export interface FieldProps {
  /** The id of the control, which the label names. */
  id: string;
  label: ReactNode;
  /** Added to the field's `field` class. */
  className?: string;
  /** The control (input, select, textarea) with that id, and any hint or error below it. */
  children: ReactNode;
}

/** A form field: its label above the control it names. */
export function Field({ id, label, className, children }: FieldProps) {
  return (
    <div className={className ? `field ${className}` : 'field'}>
      <label htmlFor={id}>{label}</label>
      {children}
    </div>
  );
}
