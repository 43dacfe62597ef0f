/** The id of the message that explains why a field is invalid (shown below the field by `Field`). */
export function fieldErrorId(id: string): string {
  return `${id}-error`;
}

export interface FieldAriaOptions {
  /** The field's message while it is invalid. */
  error?: string | null;
  required?: boolean;
  /** Another element that describes the field (a hint), read after the error. */
  hintId?: string;
}

/** What a control needs so assistive technology knows it is required, invalid, and why. */
export function fieldAria(id: string, { error, required, hintId }: FieldAriaOptions = {}) {
  const describedBy = [error ? fieldErrorId(id) : null, hintId ?? null].filter(Boolean).join(' ');
  return {
    required: required || undefined,
    'aria-required': required || undefined,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy || undefined,
  } as const;
}

/**
 * Moves focus to the first of the given fields that is invalid (in the order given: the spec's order of
 * the checks, else the form's). Returns whether one was found.
 */
export function focusFirstInvalid(ids: readonly string[]): boolean {
  for (const id of ids) {
    const element = document.getElementById(id);
    if (element) {
      element.focus();
      return true;
    }
  }
  return false;
}
