/** A status code as words: "not_submitted" → "Not Submitted"; "—" when there is none. */
export function formatStatus(status: string | null | undefined): string {
  if (!status) return '—';
  return status.replace(/_/g, ' ').replace(/\b\w/g, (c) => c.toUpperCase());
}
