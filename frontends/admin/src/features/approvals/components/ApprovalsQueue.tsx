import { useId, useState } from 'react';
import { APPROVAL_KIND_LABELS, Api, ApprovalMessages, formatUsd, maskAccountNumber, type ApprovalRequestView } from '@portal/contracts/web';
import { formatDateTime, useMayCall, useMe } from '@portal/web-core';
import { DataTable, QueryStatus } from '@portal/web-core/ui';
import { useApprovals } from '../../../lib/approvals-query';
import { useDecideApproval } from '../api/decide-approval';

const COLUMNS = ['Requested', 'Recipient', 'Type', 'Details', 'Amount'];

function describe(request: ApprovalRequestView): string {
  if (request.grant) return `${request.grant.title} from ${request.grant.startDate}`;
  if (request.report) return `Report on “${request.report.milestoneTitle}”: approving it releases its tranche`;
  const direction = request.adjustment?.direction === 'deduct' ? 'Deduct' : 'Add';
  return request.adjustment?.description ? `${direction}: ${request.adjustment.description}` : direction;
}

/**
 * Four-eyes: the pending requests of other admins, each with Approve and Reject (with a reason) for a caller
 * whose roles may decide (read-only for the others, e.g. the auditor); one's own are listed as waiting.
 */
export function ApprovalsQueue() {
  const ids = useId();
  const mayApprove = useMayCall(Api.admin.approveApproval);
  const mayReject = useMayCall(Api.admin.rejectApproval);
  const me = useMe();
  const approvals = useApprovals();
  const decide = useDecideApproval();
  const [rejecting, setRejecting] = useState<string | null>(null);
  const [reason, setReason] = useState('');
  const [notice, setNotice] = useState<string | null>(null);

  const pending = (approvals.data?.requests ?? []).filter((r) => r.status === 'pending');
  const myId = me.data?.id;
  const awaitingMe = pending.filter((r) => r.makerId !== myId);
  const mine = pending.filter((r) => r.makerId === myId);

  const approve = (request: ApprovalRequestView) => {
    setNotice(null);
    decide.mutate({ id: request.id, approve: true }, { onSuccess: (done) => setNotice(`${ApprovalMessages.approved} (${done.transactionNumber})`) });
  };
  const reject = (request: ApprovalRequestView) => {
    setNotice(null);
    decide.mutate(
      { id: request.id, approve: false, reason },
      {
        onSuccess: () => {
          setNotice(ApprovalMessages.rejected);
          setRejecting(null);
          setReason('');
        },
      },
    );
  };

  const rows = (label: string, list: ApprovalRequestView[], actions: boolean) => (
    <DataTable
      label={label}
      columns={actions ? [...COLUMNS, 'Actions'] : COLUMNS}
      rows={list}
      renderRow={(request) => (
        <tr key={request.id} data-approval-id={request.id}>
          <td data-label="Requested">{formatDateTime(request.createdAt)}</td>
          <td data-label="Recipient">
            {request.recipient ? (
              <>
                {request.recipient.fullName}
                <br />
                <span className="adm-muted">
                  {request.recipient.email} · {maskAccountNumber(request.recipient.accountNumber)}
                </span>
              </>
            ) : (
              'Unknown User'
            )}
          </td>
          <td data-label="Type">{APPROVAL_KIND_LABELS[request.kind]}</td>
          <td data-label="Details">{describe(request)}</td>
          <td data-label="Amount">{formatUsd(request.amountCents)}</td>
          {actions && (
            <td data-label="Actions">
              {rejecting === request.id ? (
                <form
                  className="adm-inline-form"
                  onSubmit={(event) => {
                    event.preventDefault();
                    reject(request);
                  }}
                >
                  <label htmlFor={`${ids}-reason`}>Reason for rejection</label>
                  <input id={`${ids}-reason`} className="input" value={reason} onChange={(e) => setReason(e.target.value)} autoFocus />
                  <button type="submit" className="btn btn-danger btn-sm" disabled={decide.isPending}>
                    Confirm Reject
                  </button>{' '}
                  <button type="button" className="btn btn-outline btn-sm" onClick={() => setRejecting(null)}>
                    Cancel
                  </button>
                </form>
              ) : (
                <>
                  <button type="button" className="btn btn-primary btn-sm" disabled={decide.isPending} onClick={() => approve(request)}>
                    Approve
                  </button>{' '}
                  <button type="button" className="btn btn-outline btn-sm" disabled={decide.isPending} onClick={() => setRejecting(request.id)}>
                    Reject
                  </button>
                </>
              )}
            </td>
          )}
        </tr>
      )}
    />
  );

  return (
    <section className="card adm-section" aria-labelledby={`${ids}-title`}>
      <div className="adm-section-head">
        <h2 id={`${ids}-title`}>Awaiting my approval</h2>
        {approvals.data && <span className="adm-count">{awaitingMe.length} pending</span>}
      </div>
      {approvals.data && (
        <p className="adm-muted">
          Grant awards, fund adjustments and tranche releases above {formatUsd(approvals.data.thresholdCents)} need a second administrator.
        </p>
      )}
      {notice && (
        <div className="alert alert-success" role="status">
          {notice}
        </div>
      )}
      {decide.isError && (
        <div className="alert alert-error" role="alert">
          {decide.error.message}
        </div>
      )}
      <QueryStatus query={approvals} loading="Loading approval requests…" />
      {approvals.data && awaitingMe.length === 0 && <p className="adm-empty">{ApprovalMessages.noneWaiting}</p>}
      {awaitingMe.length > 0 && rows('Requests awaiting my approval', awaitingMe, mayApprove && mayReject)}
      {mine.length > 0 && (
        <>
          <h3>My requests waiting for a second administrator</h3>
          {rows('My requests waiting for a second administrator', mine, false)}
        </>
      )}
    </section>
  );
}
