import { useEffect } from 'react';

const dateTime = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });
const dateOnly = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium' });

export function formatDateTime(iso: string | null | undefined): string {
  if (!iso) return '—';
  const d = new Date(iso);
  return Number.isNaN(d.getTime()) ? iso : dateTime.format(d);
}

export function formatDate(iso: string | null | undefined): string {
  if (!iso) return '—';
  const d = new Date(iso);
  return Number.isNaN(d.getTime()) ? iso : dateOnly.format(d);
}

/** "1234567890" → "****7890" (spec §2.10: account numbers masked to the last four digits). */
export function maskAccount(value: unknown): string {
  if (value === null || value === undefined || value === '') return '—';
  const text = String(value).replace(/\s+/g, '');
  if (text.length <= 4) return `****${text}`;
  return `****${text.slice(-4)}`;
}

/** First 8 characters of a uuid, for tables. */
export function shortId(id: string): string {
  return id.slice(0, 8);
}

export function usePageTitle(title: string) {
  useEffect(() => {
    document.title = `${title} | UNSEAF Admin`;
  }, [title]);
}

export type Log = (line: string) => void;
