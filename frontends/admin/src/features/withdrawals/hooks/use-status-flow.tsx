import { useState, type ReactNode } from 'react';
import { WITHDRAWAL_STATUS_LABELS, isFinalWithdrawalStatus, type ManualWithdrawalStatus, type WithdrawalView } from '@portal/contracts/web';
import { Alert } from '@portal/web-core/ui';
import { useSetWithdrawalStatus, type StatusChange } from '../api/set-withdrawal-status';
import { ConfirmStatusDialog } from '../components/ConfirmStatusDialog';

export interface StatusFlow {
  /** Called by a row's status select. */
  request: (withdrawal: WithdrawalView, status: ManualWithdrawalStatus) => void;
  /** id of the withdrawal being updated, if any. */
  busyId: string | undefined;
  /** The confirmation dialog (when open) and the success / error messages. */
  feedback: ReactNode;
  dialog: ReactNode;
}

/**
 * The status change workflow shared by /admin/withdrawals and the dashboard's Financial Activity:
 * pending/processing apply at once, completed/failed open a confirmation dialog first (spec §4).
 */
export function useStatusFlow(): StatusFlow {
  const mutation = useSetWithdrawalStatus();
  const [confirming, setConfirming] = useState<StatusChange | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);

  const apply = (change: StatusChange) => {
    mutation.mutate(change, {
      onSuccess: (updated) => {
        setConfirming(null);
        setNotice(`Withdrawal ${updated.transactionNumber} is now ${WITHDRAWAL_STATUS_LABELS[updated.status].toLowerCase()}.`);
      },
      onError: (err) => {
        setConfirming(null);
        setError(`${change.withdrawal.transactionNumber}: ${err.message}`);
      },
    });
  };

  const request = (withdrawal: WithdrawalView, status: ManualWithdrawalStatus) => {
    if (status === withdrawal.status || mutation.isPending) return;
    setNotice(null);
    setError(null);
    // Completed and failed are final: they ask for confirmation first (spec §4).
    if (isFinalWithdrawalStatus(status)) setConfirming({ withdrawal, status });
    else apply({ withdrawal, status });
  };

  const feedback = (
    <>
      {notice && <Alert tone="success">{notice}</Alert>}
      {error && (
        <div className="alert alert-error alert-row" role="alert">
          <span>Failed to update status: {error}</span>
          <button type="button" className="btn btn-outline btn-sm" onClick={() => setError(null)}>
            Dismiss
          </button>
        </div>
      )}
    </>
  );

  const dialog = confirming ? (
    <ConfirmStatusDialog
      change={confirming}
      busy={mutation.isPending}
      onConfirm={(message) => apply({ ...confirming, message })}
      onCancel={() => setConfirming(null)}
    />
  ) : null;

  return { request, busyId: mutation.isPending ? mutation.variables?.withdrawal.id : undefined, feedback, dialog };
}
