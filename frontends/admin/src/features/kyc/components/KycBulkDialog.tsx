import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { KycAdminMessages, type ApiError, type KycBulkAction, type KycBulkResult, type KycRequestView } from '@portal/contracts/web';
import { Alert, Dialog, DialogHeader } from '@portal/web-core/ui';
import { failureText } from '../../../lib/failure-text';
import { useKycBulk } from '../api/kyc-queries';

const TITLES: Record<KycBulkAction, string> = {
  approved: 'Approve selected KYC requests',
  rejected: 'Reject selected KYC requests',
  reset: 'Reset selected KYC requests to pending',
};
const CONFIRM: Record<KycBulkAction, string> = { approved: 'Approve', rejected: 'Reject', reset: 'Reset to Pending' };

/** Confirms a bulk action on the selected requests (with notes for approve and reject) and shows what could not be changed. */
export function KycBulkDialog({
  action,
  requests: selected,
  onClose,
  onDone,
}: {
  action: KycBulkAction;
  requests: KycRequestView[];
  onClose: () => void;
  onDone: (succeeded: string[]) => void;
}) {
  // The selection as it was when the dialog opened (onDone clears it).
  const [requests] = useState(selected);
  const titleId = useId();
  const bulk = useKycBulk();
  const form = useForm<{ notes: string }>({ defaultValues: { notes: '' } });
  const result = bulk.data as KycBulkResult | undefined;
  const names = new Map(requests.map((r) => [r.userId, r.fullName]));

  const submit = form.handleSubmit(({ notes }) =>
    bulk.mutate(
      { userIds: requests.map((r) => r.userId), action, notes: action === 'reset' || !notes.trim() ? undefined : notes.trim() },
      { onSuccess: (answer) => onDone(answer.succeeded) },
    ),
  );

  return (
    <Dialog labelledBy={titleId} onClose={onClose}>
      <DialogHeader titleId={titleId} title={TITLES[action]} onClose={onClose} />
      {result ? (
        <>
          <Alert tone={result.failed.length ? 'warning' : 'success'}>
            {result.succeeded.length} of {requests.length} KYC requests changed.
          </Alert>
          {result.failed.length > 0 && (
            <ul aria-label="Not changed">
              {result.failed.map((f) => (
                <li key={f.userId}>
                  {names.get(f.userId) ?? f.userId}: {f.message}
                </li>
              ))}
            </ul>
          )}
          <div className="adm-actions">
            <button type="button" className="btn btn-navy" onClick={onClose}>
              Close
            </button>
          </div>
        </>
      ) : (
        <form onSubmit={(e) => void submit(e)}>
          <p>
            {CONFIRM[action]} {requests.length} KYC {requests.length === 1 ? 'request' : 'requests'}: {requests.map((r) => r.fullName).join(', ')}?
          </p>
          {action !== 'reset' && (
            <label className="field">
              <span className="label">Notes for the recipients (optional)</span>
              <textarea className="input" rows={3} maxLength={2000} {...form.register('notes')} />
            </label>
          )}
          {bulk.error && <Alert tone="error">{failureText(KycAdminMessages.bulkFailed, bulk.error as ApiError)}</Alert>}
          <div className="adm-actions">
            <button type="button" className="btn btn-outline" onClick={onClose}>
              Cancel
            </button>
            <button type="submit" className={action === 'rejected' ? 'btn btn-danger' : 'btn btn-navy'} disabled={bulk.isPending}>
              {bulk.isPending ? 'Working…' : CONFIRM[action]}
            </button>
          </div>
        </form>
      )}
    </Dialog>
  );
}
