import { WITHDRAWAL_STATUS_LABELS, type WithdrawalStatus } from '@portal/contracts';
import { StatusBadge, type BadgeTone } from './StatusBadge';

const TONES: Record<WithdrawalStatus, BadgeTone> = {
  pending: 'warning',
  processing: 'info',
  completed: 'success',
  failed: 'danger',
};

export function WithdrawalStatusBadge({ status }: { status: WithdrawalStatus }) {
  return (
    <StatusBadge tone={TONES[status]} status={status}>
      {WITHDRAWAL_STATUS_LABELS[status]}
    </StatusBadge>
  );
}
