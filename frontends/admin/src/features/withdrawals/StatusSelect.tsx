import type { WithdrawalView } from '@portal/contracts';
import { isFinal, STATUS_LABELS, WITHDRAWAL_STATUSES, type WithdrawalStatus } from './api';
import type { StatusFlow } from './useStatusFlow';

/** Per-row status dropdown; completed and failed rows are final (disabled). */
export function StatusSelect({ withdrawal, flow }: { withdrawal: WithdrawalView; flow: StatusFlow }) {
  const final = isFinal(withdrawal);
  const busy = flow.busyId === withdrawal.id;
  return (
    <select
      className="select adm-status-select"
      aria-label={`Status for ${withdrawal.transactionNumber}`}
      title={final ? 'Completed and failed withdrawals are final' : undefined}
      value={withdrawal.status}
      disabled={final || flow.busyId !== undefined}
      aria-busy={busy}
      onChange={(event) => flow.request(withdrawal, event.target.value as WithdrawalStatus)}
    >
      {WITHDRAWAL_STATUSES.map((status) => (
        <option key={status} value={status}>
          {STATUS_LABELS[status]}
        </option>
      ))}
    </select>
  );
}
