const dateFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium' });
const dateTimeFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });

/** "Nov 22, 2026"; an unparsable value is shown as given. */
export function formatDate(iso: string): string {
  const d = new Date(iso);
  return Number.isNaN(d.getTime()) ? iso : dateFormat.format(d);
}

/** "Nov 22, 2026, 1:17 PM"; an unparsable value is shown as given. */
export function formatDateTime(iso: string): string {
  const d = new Date(iso);
  return Number.isNaN(d.getTime()) ? iso : dateTimeFormat.format(d);
}

const BYTES_PER_MB = 1024 * 1024;

/** A file size in MB with two decimals ("2.41 MB"); 10 MB is KYC_MAX_BYTES (10 × 1024 × 1024 bytes). */
export function formatMegabytes(bytes: number): string {
  return `${(bytes / BYTES_PER_MB).toFixed(2)} MB`;
}
