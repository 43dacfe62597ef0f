const dateFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium' });
const dateTimeFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });

function format(value: string | null | undefined, formatter: Intl.DateTimeFormat): string {
  if (!value) return '—';
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? value : formatter.format(date);
}

/** "Nov 22, 2026"; "—" when there is no date, an unparsable value as given. */
export function formatDate(value: string | null | undefined): string {
  return format(value, dateFormat);
}

/** "Nov 22, 2026, 1:17 PM"; "—" when there is no date, an unparsable value as given. */
export function formatDateTime(value: string | null | undefined): string {
  return format(value, dateTimeFormat);
}
