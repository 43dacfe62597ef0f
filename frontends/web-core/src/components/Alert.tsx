import type { ReactNode } from 'react';

export type AlertTone = 'success' | 'error' | 'warning' | 'info';

export interface AlertProps {
  tone: AlertTone;
  children: ReactNode;
  id?: string;
  /** Read out at once (alert) or politely (status); by default errors and warnings interrupt, the rest wait. */
  role?: 'alert' | 'status' | 'note';
}

/** A message box in one of the shell's `alert-*` tones. */
export function Alert({ tone, children, id, role = tone === 'error' || tone === 'warning' ? 'alert' : 'status' }: AlertProps) {
  return (
    <div id={id} className={`alert alert-${tone}`} role={role}>
      {children}
    </div>
  );
}
