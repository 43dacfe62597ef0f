import { STATUS_LABELS, type WithdrawalStatus } from './api';

const TONE: Record<WithdrawalStatus, string> = {
  pending: 'adm-badge-pending',
  processing: 'adm-badge-processing',
  completed: 'adm-badge-completed',
  failed: 'adm-badge-failed',
};

export function StatusBadge({ status }: { status: WithdrawalStatus }) {
  return <span className={`adm-badge ${TONE[status]}`} data-status={status}>{STATUS_LABELS[status]}</span>;
}
