/** How a date is shown: the locale of the page's language and the recipient's time zone (the browser's when none). */
export interface DateFormatOptions {
  locale?: string;
  timeZone?: string;
}

const formatters = new Map<string, Intl.DateTimeFormat>();

const STYLES = {
  date: { dateStyle: 'medium' },
  dateTime: { dateStyle: 'medium', timeStyle: 'short' },
  month: { month: 'long', year: 'numeric' },
} satisfies Record<string, Intl.DateTimeFormatOptions>;

function formatter(kind: keyof typeof STYLES, { locale = 'en-US', timeZone }: DateFormatOptions): Intl.DateTimeFormat {
  const key = `${kind}|${locale}|${timeZone ?? ''}`;
  let f = formatters.get(key);
  if (!f) {
    f = new Intl.DateTimeFormat(locale, { ...STYLES[kind], timeZone });
    formatters.set(key, f);
  }
  return f;
}

function format(value: string | null | undefined, f: Intl.DateTimeFormat): string {
  if (!value) return '—';
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? value : f.format(date);
}

/** "Nov 22, 2026" (en-US; "22.11.2026" de-DE); "—" when there is no date, an unparsable value as given. */
export function formatDate(value: string | null | undefined, options: DateFormatOptions = {}): string {
  return format(value, formatter('date', options));
}

/** "Nov 22, 2026, 1:17 PM" (en-US) in the given time zone; "—" when there is no date, an unparsable value as given. */
export function formatDateTime(value: string | null | undefined, options: DateFormatOptions = {}): string {
  return format(value, formatter('dateTime', options));
}

/** A calendar month `YYYY-MM` as words: "November 2026" (en-US; "November 2026" de-DE, "novembre 2026" fr-FR). */
export function formatMonth(month: string, { locale }: DateFormatOptions = {}): string {
  // A statement's month is a UTC calendar month: read and shown in UTC, whatever the reader's zone.
  return /^\d{4}-\d{2}$/.test(month) ? format(`${month}-01T00:00:00Z`, formatter('month', { locale, timeZone: 'UTC' })) : month;
}
