import { DEFAULT_LANGUAGE, LANGUAGES, LANGUAGE_AUTONYMS, LANGUAGE_LOCALES, isLanguage, type Language } from './languages.js';
import type { z } from 'zod';
import type {
  DisplayCurrencySchema,
  TimeZoneSchema,
  NotificationTopicSchema,
  NotificationChoicesSchema,
  PreferencesSchema,
  UpdatePreferencesBodySchema,
  UpdatePreferencesRequestSchema,
} from './schemas/preferences.js';

export { DEFAULT_LANGUAGE, LANGUAGES, LANGUAGE_AUTONYMS, LANGUAGE_LOCALES, isLanguage, type Language };

export const DISPLAY_CURRENCIES = ['USD', 'EUR', 'GBP'] as const;

export type DisplayCurrency = z.infer<typeof DisplayCurrencySchema>;

/** The three time zones of the settings screen, as IANA names (labels are in the UI catalogues). */
export const TIME_ZONES = ['Europe/Zurich', 'Europe/London', 'America/New_York'] as const;

export type TimeZone = z.infer<typeof TimeZoneSchema>;

/** The e-mails a recipient may switch on or off, one per kind of event that mails them. */
export const NOTIFICATION_TOPICS = [
  'accountStatus',
  'kycDecision',
  'withdrawalStatus',
  'transferStatus',
  'projectPaymentStatus',
  'ticketReplies',
  'grantProgress',
  'statements',
] as const;

export type NotificationTopic = z.infer<typeof NotificationTopicSchema>;
export type NotificationChoices = z.infer<typeof NotificationChoicesSchema>;
export type Preferences = z.infer<typeof PreferencesSchema>;

/** What a recipient has before choosing anything: English, US dollars, Geneva's time, every e-mail on. */
export const DEFAULT_PREFERENCES: Preferences = {
  language: DEFAULT_LANGUAGE,
  currency: 'USD',
  timeZone: 'Europe/Zurich',
  notifications: Object.fromEntries(NOTIFICATION_TOPICS.map((topic) => [topic, true])) as NotificationChoices,
};

export type UpdatePreferencesBody = z.infer<typeof UpdatePreferencesBodySchema>;
export type UpdatePreferencesRequest = z.infer<typeof UpdatePreferencesRequestSchema>;

export const PreferencesMessages = {
  saved: 'Preferences saved successfully!',
  saveFailed: 'Failed to save preferences',
} as const;
