import type { InputHTMLAttributes } from 'react';

export type UsdAmountInputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'inputMode' | 'step'>;

/** A dollar amount: a number field in steps of one cent, with the decimal keypad on phones (min 0 unless given). */
export function UsdAmountInput({ min = '0', className = 'input', ...props }: UsdAmountInputProps) {
  return <input type="number" inputMode="decimal" step="0.01" min={min} className={className} {...props} />;
}
