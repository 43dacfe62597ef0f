import { DEFAULT_PREFERENCES, PreferencesSchema, type Preferences } from '@portal/contracts';
import type { UserPreferences } from '../generated/prisma/client.js';

/**
 * A stored row as the contract's Preferences; no row gives the defaults. A value the contract no
 * longer knows (a topic added later, a removed time zone) falls back to its default instead of failing.
 */
export function toPreferences(row: UserPreferences | null): Preferences {
  if (!row) return DEFAULT_PREFERENCES;
  const stored = {
    language: row.language,
    currency: row.currency,
    timeZone: row.timeZone,
    notifications: { ...DEFAULT_PREFERENCES.notifications, ...(row.notifications as object) },
  };
  const parsed = PreferencesSchema.safeParse(stored);
  if (parsed.success) return parsed.data;
  const fields = PreferencesSchema.shape;
  return {
    language: fields.language.safeParse(stored.language).data ?? DEFAULT_PREFERENCES.language,
    currency: fields.currency.safeParse(stored.currency).data ?? DEFAULT_PREFERENCES.currency,
    timeZone: fields.timeZone.safeParse(stored.timeZone).data ?? DEFAULT_PREFERENCES.timeZone,
    notifications: fields.notifications.safeParse(stored.notifications).data ?? DEFAULT_PREFERENCES.notifications,
  };
}
