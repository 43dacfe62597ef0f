import type { WithdrawalStatus } from '@portal/contracts/web';
import { useStatusText } from '../i18n/use-status-text';
import { StatusBadge, type BadgeTone } from './StatusBadge';

const TONES: Record<WithdrawalStatus, BadgeTone> = {
  pending: 'warning',
  processing: 'info',
  submitted: 'info',
  completed: 'success',
  failed: 'danger',
};

/** A withdrawal's, transfer's or project payment's status (WITHDRAWAL_STATUS_LABELS in English) in the page's language. */
export function WithdrawalStatusBadge({ status }: { status: WithdrawalStatus }) {
  const statusText = useStatusText();
  return (
    <StatusBadge tone={TONES[status]} status={status}>
      {statusText(status)}
    </StatusBadge>
  );
}
