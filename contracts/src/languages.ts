// The portal's languages, without zod: the landing page's first load reads them (preferences.ts adds the schema).

/** The languages of the portal's texts and e-mails; English holds the spec's words and is the fallback. */
export const LANGUAGES = ['en', 'de', 'fr'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'en';
/** The BCP 47 locale each language formats numbers and dates with (English keeps the US format the spec's screens use). */
export const LANGUAGE_LOCALES: Record<Language, string> = { en: 'en-US', de: 'de-DE', fr: 'fr-FR' };
/** Each language by its own name, as a language choice lists them (a reader finds theirs whatever is shown now). */
export const LANGUAGE_AUTONYMS: Record<Language, string> = { en: 'English', de: 'Deutsch', fr: 'Français' };

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}
