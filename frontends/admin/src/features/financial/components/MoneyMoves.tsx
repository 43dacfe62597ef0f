import { Api, PROJECT_PAYMENT_TRANSITIONS, TRANSFER_TRANSITIONS, UNKNOWN_USER, formatUsd, type NamedUser } from '@portal/contracts/web';
import { useMayCall } from '@portal/web-core';
import { QueryStatus, DataTable } from '@portal/web-core/ui';
import { useAdminProjectPayments, useAdminTransfers, useSetProjectPaymentStatus, useSetTransferStatus } from '../api/money-moves';
import { MoveStatusControl } from './MoveStatusControl';

/** A row's recipient as admin lists name people (never an id). */
const nameOf = ({ user }: NamedUser) => (user ? `${user.fullName} (${user.email}, ${user.accountNumber})` : UNKNOWN_USER);

/** Financial Activity: the transfer table and the project payments, each row with a status dropdown. */
export function MoneyMoves() {
  const transfers = useAdminTransfers();
  const payments = useAdminProjectPayments();
  const setTransfer = useSetTransferStatus();
  const setPayment = useSetProjectPaymentStatus();
  // A role that may not change a status sees it without a choice (the dropdown disabled).
  const mayTransfer = useMayCall(Api.admin.setTransferStatus);
  const mayPayment = useMayCall(Api.admin.setProjectPaymentStatus);
  return (
    <>
      <h3 className="adm-subhead">Transfers</h3>
      <QueryStatus query={transfers} loading="Loading transfers…" />
      {transfers.data && (
        <DataTable
          label="Transfers"
          columns={['From', 'To', 'Amount', 'Fee', 'Status']}
          rows={transfers.data}
          empty="No transfers yet."
          renderRow={(t) => (
            <tr key={t.id}>
              <td>{nameOf(t)}</td>
              <td>
                {t.recipientName}
                <div className="muted">{[t.recipientBank, t.transferType].filter(Boolean).join(' · ')}</div>
              </td>
              <td>{formatUsd(t.amountCents)}</td>
              <td>{formatUsd(t.chargeCents)}</td>
              <td>
                <MoveStatusControl
                  label={`Status for ${t.transactionNumber}`}
                  status={t.status}
                  allowed={!mayTransfer || t.transferType === 'within_unseaf' ? [] : TRANSFER_TRANSITIONS[t.status]}
                  describe={`Transfer ${t.transactionNumber} of ${formatUsd(t.amountCents)}`}
                  apply={(status, message) => setTransfer.mutateAsync({ id: t.id, status, message })}
                />
              </td>
            </tr>
          )}
        />
      )}
      <h3 className="adm-subhead">Project payments</h3>
      <QueryStatus query={payments} loading="Loading project payments…" />
      {payments.data && (
        <DataTable
          label="Project payments"
          columns={['Recipient', 'Paid to', 'Amount', 'Fee', 'Total', 'Status']}
          rows={payments.data}
          empty="No project payments yet."
          renderRow={(p) => (
            <tr key={p.id}>
              <td>{nameOf(p)}</td>
              <td>{p.recipientName}</td>
              <td>{formatUsd(p.amountCents)}</td>
              <td>{formatUsd(p.feeCents)}</td>
              <td>{formatUsd(p.totalCents)}</td>
              <td>
                <MoveStatusControl
                  label={`Status for project payment ${p.transactionNumber ?? p.id}`}
                  status={p.status}
                  allowed={mayPayment ? PROJECT_PAYMENT_TRANSITIONS[p.status] : []}
                  describe={`Project payment ${p.transactionNumber ?? ''} of ${formatUsd(p.totalCents)}`}
                  apply={(status, message) => setPayment.mutateAsync({ id: p.id, status, message })}
                />
              </td>
            </tr>
          )}
        />
      )}
    </>
  );
}
