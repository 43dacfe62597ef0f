// The landing page's texts, apart from the screen catalogues: the landing's first load carries the English
// ones only (no i18n library, no other screen's texts), and fetches German or French when a visitor picks it.
// Entry point `@portal/contracts/landing` (not a shared federation module: the shell bundles what it uses).
import type { Language } from '../languages.js';
import { landing as english } from './en/landing.js';

export { DEFAULT_LANGUAGE, LANGUAGES, LANGUAGE_AUTONYMS, LANGUAGE_LOCALES, isLanguage, type Language } from '../languages.js';

export type LandingTexts = typeof english;

/** The English landing texts: prerendered into the page and shown until another language arrives. */
export const LANDING_TEXTS_EN: LandingTexts = english;

/** The landing texts of `language` (German and French each in a chunk of their own). */
export function loadLandingTexts(language: Language): Promise<LandingTexts> {
  switch (language) {
    case 'de':
      return import('./de/landing.js').then((m) => m.landing);
    case 'fr':
      return import('./fr/landing.js').then((m) => m.landing);
    default:
      return Promise.resolve(english);
  }
}
