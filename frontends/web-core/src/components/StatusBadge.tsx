import type { ReactNode } from 'react';
import { WITHDRAWAL_STATUS_LABELS, type WithdrawalStatus } from '@portal/contracts';

export type BadgeTone = 'success' | 'warning' | 'danger' | 'info' | 'neutral';

/** A rounded status label; the tones are the shell's `badge-*` classes. */
export function StatusBadge({ tone, children, status }: { tone: BadgeTone; children: ReactNode; /** Kept as data-status for tests and styles. */ status?: string }) {
  return (
    <span className={`badge badge-${tone}`} data-status={status}>
      {children}
    </span>
  );
}

const WITHDRAWAL_TONES: Record<WithdrawalStatus, BadgeTone> = {
  pending: 'warning',
  processing: 'info',
  completed: 'success',
  failed: 'danger',
};

export function WithdrawalStatusBadge({ status }: { status: WithdrawalStatus }) {
  return (
    <StatusBadge tone={WITHDRAWAL_TONES[status]} status={status}>
      {WITHDRAWAL_STATUS_LABELS[status]}
    </StatusBadge>
  );
}
