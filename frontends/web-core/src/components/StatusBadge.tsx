import type { ReactNode } from 'react';

export type BadgeTone = 'success' | 'warning' | 'danger' | 'info' | 'neutral';

/** A rounded status label in one of the shell's `badge-*` tones; `status` is kept as data-status. */
export function StatusBadge({ tone, children, status }: { tone: BadgeTone; children: ReactNode; status?: string }) {
  return (
    <span className={`badge badge-${tone}`} data-status={status}>
      {children}
    </span>
  );
}
