import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LANGUAGE, LANGUAGES, UI_CATALOGUE_EN, LANGUAGE_LOCALES, isLanguage, loadUiCatalogue, type Language } from '@portal/contracts/web';

/**
 * The page's one i18next instance, shared by the shell and every remote: web-core, i18next and
 * react-i18next are Module Federation singletons, and `initReactI18next` makes this instance the one
 * every `useTranslation()` reads. Plurals use i18next's own rules (`key_one`, `key_other`, … chosen
 * with the browser's Intl.PluralRules), so no message-format runtime is shipped.
 *
 * English (the spec's texts) is bundled and is the fallback of every key; German and French are
 * fetched (each its own chunk) and added when first chosen.
 */
export const i18n = i18next.createInstance();

void i18n.use(initReactI18next).init({
  lng: DEFAULT_LANGUAGE,
  fallbackLng: DEFAULT_LANGUAGE,
  supportedLngs: [...LANGUAGES],
  ns: ['ui'],
  defaultNS: 'ui',
  resources: { [DEFAULT_LANGUAGE]: { ui: UI_CATALOGUE_EN } },
  // React escapes what it renders.
  interpolation: { escapeValue: false },
  initAsync: false,
  returnNull: false,
});

/** The BCP 47 locale each language formats dates with (contracts' LANGUAGE_LOCALES). */
export const LOCALE_OF: Record<Language, string> = LANGUAGE_LOCALES;

/** The language the page shows now. */
export function currentLanguage(): Language {
  const lng = i18n.resolvedLanguage ?? i18n.language;
  return isLanguage(lng) ? lng : DEFAULT_LANGUAGE;
}

/** The language asked for last: a catalogue that arrives after the user chose yet another one is kept but not shown. */
let latest: Language | undefined;

/** Whether a signed-in account's language was applied on this page: a signed-out visitor's choice then yields to it. */
let accountLanguageShown = false;

/** Whose choice a language is: the signed-in `account`'s saved language, or a signed-out `visitor`'s choice in this browser. */
export type LanguageChooser = 'account' | 'visitor';

/**
 * Shows the page in `language`: fetches and adds its catalogue when it is not there yet, switches every
 * `useTranslation()` and sets `<html lang>`. A `visitor`'s language is not applied once an account's
 * language was, so on a signed-in page the account's saved language wins.
 */
export async function applyLanguage(language: Language, chooser: LanguageChooser = 'account'): Promise<void> {
  if (chooser === 'visitor' && accountLanguageShown) return;
  if (chooser === 'account') accountLanguageShown = true;
  latest = language;
  if (!i18n.hasResourceBundle(language, 'ui')) {
    const catalogue = await loadUiCatalogue(language);
    if (!i18n.hasResourceBundle(language, 'ui')) i18n.addResourceBundle(language, 'ui', catalogue);
    if (latest !== language) return;
  }
  if (i18n.language !== language) await i18n.changeLanguage(language);
  document.documentElement.lang = language;
}

/** Whether a signed-out visitor's language may decide what the page shows (no account's language is shown). */
export function visitorLanguageApplies(): boolean {
  return !accountLanguageShown;
}

// Typed keys: t('dashboard.welcome') is checked against the English catalogue at compile time.
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'ui';
    resources: { ui: typeof UI_CATALOGUE_EN };
  }
}
