import { useId } from 'react';
import { LANGUAGES, LANGUAGE_AUTONYMS, isLanguage, type Language } from '@portal/contracts/landing';

export interface LanguagePickerProps {
  value: Language;
  onChange: (language: Language) => void;
  /** The accessible name, in the language shown now. */
  label: string;
}

/** A language choice listing each language by its own name. */
export function LanguagePicker({ value, onChange, label }: LanguagePickerProps) {
  const id = useId();
  return (
    <span className="language-picker">
      <label htmlFor={id} className="visually-hidden">
        {label}
      </label>
      <select id={id} value={value} onChange={(event) => isLanguage(event.target.value) && onChange(event.target.value)}>
        {LANGUAGES.map((language) => (
          <option key={language} value={language} lang={language}>
            {LANGUAGE_AUTONYMS[language]}
          </option>
        ))}
      </select>
    </span>
  );
}
