import { useId } from 'react';
import { DEFAULT_LANGUAGE, LANGUAGES, LANGUAGE_AUTONYMS, isLanguage, type Language } from '@portal/contracts/landing';

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

/**
 * The language a signed-out visitor chose (on the landing page or in the signed-out pages' header), kept in
 * this browser only: there is no account yet to keep it in. Once signed in, the account's saved language is
 * the one the portal shows. Kept free of i18next and web-core, so the landing page's first load stays small.
 */
const REMEMBERED = 'portal.language';

/** The language this browser's visitor chose last, or English. */
export function rememberedLanguage(): Language {
  try {
    const stored = window.localStorage.getItem(REMEMBERED);
    return isLanguage(stored) ? stored : DEFAULT_LANGUAGE;
  } catch {
    return DEFAULT_LANGUAGE;
  }
}

/** Keeps the visitor's choice for their next page and visit. */
export function rememberLanguage(language: Language): void {
  try {
    window.localStorage.setItem(REMEMBERED, language);
  } catch {
    // Storage refused (e.g. a private window): the choice holds for this page only.
  }
}
