import type { Language } from '../preferences.js';
import { email as deEmail } from './de/email.js';
import { statement as deStatement } from './de/statement.js';
import { ui as deUi } from './de/ui.js';
import { email as enEmail } from './en/email.js';
import { statement as enStatement } from './en/statement.js';
import { ui as enUi } from './en/ui.js';
import { email as frEmail } from './fr/email.js';
import { statement as frStatement } from './fr/statement.js';
import { ui as frUi } from './fr/ui.js';

/**
 * One catalogue per language, in two namespaces: `ui` (the portal's screens, react-i18next) and
 * `email` (the notification e-mails, i18next in the services). English is the spec's text word for
 * word; German and French carry the same keys.
 */
export const CATALOGUES = {
  en: { ui: enUi, email: enEmail },
  de: { ui: deUi, email: deEmail },
  fr: { ui: frUi, email: frEmail },
} as const satisfies Record<Language, { ui: object; email: object }>;
export const I18N_NAMESPACES = ['ui', 'email'] as const;

/** The monthly account statement's texts (a PDF rendered by the gateway, not a screen), one catalogue per language. */
export const STATEMENT_CATALOGUES = {
  en: enStatement,
  de: deStatement,
  fr: frStatement,
} as const satisfies Record<Language, typeof enStatement>;
