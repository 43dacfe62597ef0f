// The zod schemas of preferences.ts's payloads: for the servers, the API's route declarations and the forms that
// validate. Not in the browser entry (web.ts), so a page that only shows data loads no zod.
import { z } from 'zod';
import { LANGUAGES } from '../languages.js';
import { DISPLAY_CURRENCIES, TIME_ZONES, NOTIFICATION_TOPICS, type NotificationTopic } from '../preferences.js';

/**
 * What a recipient chooses in Settings → Notifications and Preferences (spec 2 §2.7), stored by
 * accounts-kyc. Language drives the portal's texts and the e-mails; the time zone drives every date
 * shown; the display currency is a preference only: balances and amounts stay in US dollars, the
 * currency the grants and the ledger are kept in (no exchange rate is converted on screen).
 */
export const LanguageSchema = z.enum(LANGUAGES);
export const DisplayCurrencySchema = z.enum(DISPLAY_CURRENCIES);
export const TimeZoneSchema = z.enum(TIME_ZONES);
export const NotificationTopicSchema = z.enum(NOTIFICATION_TOPICS);

export const NotificationChoicesSchema = z.object(
  Object.fromEntries(NOTIFICATION_TOPICS.map((topic) => [topic, z.boolean()])) as Record<NotificationTopic, z.ZodBoolean>,
);

export const PreferencesSchema = z.object({
  language: LanguageSchema,
  currency: DisplayCurrencySchema,
  timeZone: TimeZoneSchema,
  notifications: NotificationChoicesSchema,
});

export const UpdatePreferencesBodySchema = PreferencesSchema;
export const UpdatePreferencesRequestSchema = PreferencesSchema.extend({ userId: z.string().uuid() });
