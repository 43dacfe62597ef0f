-- A recipient's language, display currency, time zone and e-mail choices (Settings → Notifications and
-- Preferences). A profile without a row has the defaults of @portal/contracts' DEFAULT_PREFERENCES.
CREATE TABLE user_preferences (
  user_id       uuid PRIMARY KEY REFERENCES profiles (id) ON DELETE CASCADE,
  language      text        NOT NULL CHECK (language IN ('en', 'de', 'fr')),
  currency      text        NOT NULL CHECK (currency IN ('USD', 'EUR', 'GBP')),
  time_zone     text        NOT NULL,
  notifications jsonb       NOT NULL,
  updated_at    timestamptz(3) NOT NULL DEFAULT now()
);
