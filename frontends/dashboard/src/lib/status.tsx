/** The pill colour of a status (completed/approved green, pending/processing amber, failed/rejected red). */
export function statusTone(status: string): string {
  const s = status.toLowerCase();
  if (s === 'completed' || s === 'approved') return 'dsh-pill-approved';
  if (s === 'pending' || s === 'processing') return 'dsh-pill-pending';
  if (s === 'failed' || s === 'rejected' || s === 'cancelled' || s === 'reversed') return 'dsh-pill-rejected';
  return '';
}

/** A status as a coloured pill with its text. */
export function StatusPill({ status }: { status: string }) {
  return <span className={`dsh-pill ${statusTone(status)}`}>{status}</span>;
}
