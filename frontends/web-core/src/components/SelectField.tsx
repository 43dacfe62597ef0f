import { Field } from './Field';

export interface SelectFieldProps<V extends string> {
  id: string;
  label: string;
  value: V;
  /** Each choice with its visible (already translated) text. */
  options: readonly { value: V; label: string }[];
  onChange: (value: V) => void;
  className?: string;
}

/** A labelled drop-down of fixed choices (a form field with a `select`). */
export function SelectField<V extends string>({ id, label, value, options, onChange, className }: SelectFieldProps<V>) {
  return (
    <Field id={id} label={label} className={className}>
      <select id={id} className="select" value={value} onChange={(e) => onChange(e.target.value as V)}>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </Field>
  );
}
