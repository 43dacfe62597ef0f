import { z } from 'zod';
import { DEFAULT_LANGUAGE, LANGUAGES, LANGUAGE_AUTONYMS, LANGUAGE_LOCALES, isLanguage, type Language } from './languages.js';

/**
 * What a recipient chooses in Settings → Notifications and Preferences (spec 2 §2.7), stored by
 * accounts-kyc. Language drives the portal's texts and the e-mails; the time zone drives every date
 * shown; the display currency is a preference only: balances and amounts stay in US dollars, the
 * currency the grants and the ledger are kept in (no exchange rate is converted on screen).
 */
export const LanguageSchema = z.enum(LANGUAGES);
export { DEFAULT_LANGUAGE, LANGUAGES, LANGUAGE_AUTONYMS, LANGUAGE_LOCALES, isLanguage, type Language };

export const DISPLAY_CURRENCIES = ['USD', 'EUR', 'GBP'] as const;
export const DisplayCurrencySchema = z.enum(DISPLAY_CURRENCIES);
export type DisplayCurrency = z.infer<typeof DisplayCurrencySchema>;

/** The three time zones of the settings screen, as IANA names (labels are in the UI catalogues). */
export const TIME_ZONES = ['Europe/Zurich', 'Europe/London', 'America/New_York'] as const;
export const TimeZoneSchema = z.enum(TIME_ZONES);
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
export const NotificationTopicSchema = z.enum(NOTIFICATION_TOPICS);
export type NotificationTopic = z.infer<typeof NotificationTopicSchema>;

export const NotificationChoicesSchema = z.object(
  Object.fromEntries(NOTIFICATION_TOPICS.map((topic) => [topic, z.boolean()])) as Record<NotificationTopic, z.ZodBoolean>,
);
export type NotificationChoices = z.infer<typeof NotificationChoicesSchema>;

export const PreferencesSchema = z.object({
  language: LanguageSchema,
  currency: DisplayCurrencySchema,
  timeZone: TimeZoneSchema,
  notifications: NotificationChoicesSchema,
});
export type Preferences = z.infer<typeof PreferencesSchema>;

/** What a recipient has before choosing anything: English, US dollars, Geneva's time, every e-mail on. */
export const DEFAULT_PREFERENCES: Preferences = {
  language: DEFAULT_LANGUAGE,
  currency: 'USD',
  timeZone: 'Europe/Zurich',
  notifications: Object.fromEntries(NOTIFICATION_TOPICS.map((topic) => [topic, true])) as NotificationChoices,
};

export const UpdatePreferencesBodySchema = PreferencesSchema;
export type UpdatePreferencesBody = z.infer<typeof UpdatePreferencesBodySchema>;
export const UpdatePreferencesRequestSchema = PreferencesSchema.extend({ userId: z.string().uuid() });
export type UpdatePreferencesRequest = z.infer<typeof UpdatePreferencesRequestSchema>;

export const PreferencesMessages = {
  saved: 'Preferences saved successfully!',
  saveFailed: 'Failed to save preferences',
} as const;
