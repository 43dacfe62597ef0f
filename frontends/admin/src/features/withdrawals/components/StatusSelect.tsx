import {
  WITHDRAWAL_MANUAL_STATUSES,
  WITHDRAWAL_STATUS_LABELS,
  isFinalWithdrawalStatus,
  type ManualWithdrawalStatus,
  type WithdrawalView,
} from '@portal/contracts/web';
import type { StatusFlow } from '../hooks/use-status-flow';

/** Per-row status dropdown; completed and failed rows are final (disabled). */
export function StatusSelect({ withdrawal, flow }: { withdrawal: WithdrawalView; flow: StatusFlow }) {
  const final = isFinalWithdrawalStatus(withdrawal.status);
  const busy = flow.busyId === withdrawal.id;
  return (
    <select
      className="select adm-status-select"
      aria-label={`Status for ${withdrawal.transactionNumber}`}
      title={final ? 'Completed and failed withdrawals are final' : undefined}
      value={withdrawal.status}
      disabled={final || flow.busyId !== undefined}
      aria-busy={busy}
      onChange={(event) => flow.request(withdrawal, event.target.value as ManualWithdrawalStatus)}
    >
      {withdrawal.status === 'submitted' && (
        <option value="submitted" disabled>
          {WITHDRAWAL_STATUS_LABELS.submitted}
        </option>
      )}
      {WITHDRAWAL_MANUAL_STATUSES.map((status) => (
        <option key={status} value={status}>
          {WITHDRAWAL_STATUS_LABELS[status]}
        </option>
      ))}
    </select>
  );
}
