import type { Language } from '../preferences.js';
import { ui as enUi, type UiCatalogue } from './en/ui.js';

export type { UiCatalogue };

/** The English screen texts (the spec's words): in every first load, and the fallback of every key. */
export const UI_CATALOGUE_EN = enUi;

/**
 * The screen texts of `language`. German and French are imported on demand, so a bundler gives each
 * its own chunk that a browser fetches only when the language is chosen.
 */
export function loadUiCatalogue(language: Language): Promise<UiCatalogue> {
  switch (language) {
    case 'de':
      return import('./de/ui.js').then((m) => m.ui);
    case 'fr':
      return import('./fr/ui.js').then((m) => m.ui);
    default:
      return Promise.resolve(enUi);
  }
}
