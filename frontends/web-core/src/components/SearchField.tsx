import { useId } from 'react';
import { Field } from './Field';

export interface SearchFieldProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  placeholder?: string;
  /** A fixed id for the input (one generated otherwise). */
  id?: string;
  maxLength?: number;
  /** Added to the field's `field` class. */
  className?: string;
}

/** A labelled search box (type=search, so it has the browser's clear button). */
export function SearchField({ label, value, onChange, placeholder, id, maxLength, className }: SearchFieldProps) {
  const generated = useId();
  const inputId = id ?? generated;
  return (
    <Field id={inputId} label={label} className={className}>
      <input
        id={inputId}
        type="search"
        className="input"
        placeholder={placeholder}
        maxLength={maxLength}
        value={value}
        onChange={(e) => onChange(e.target.value)}
      />
    </Field>
  );
}
