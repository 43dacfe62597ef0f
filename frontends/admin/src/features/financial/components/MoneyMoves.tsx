import { PROJECT_PAYMENT_TRANSITIONS, TRANSFER_TRANSITIONS, formatUsd } from '@portal/contracts';
import { formatDateTime } from '@portal/web-core';
import { QueryStatus, TableContent } from '@portal/web-core/ui';
import { useAdminProjectPayments, useAdminTransfers, useRecipientNames, useSetProjectPaymentStatus, useSetTransferStatus } from '../api/money-moves';
import { MoveStatusControl } from './MoveStatusControl';

const RECENT = 5;

/** Financial Activity: the five most recent transfers, the transfer table and the project payments, each row with a status dropdown. */
export function MoneyMoves() {
  const transfers = useAdminTransfers();
  const payments = useAdminProjectPayments();
  const names = useRecipientNames();
  const setTransfer = useSetTransferStatus();
  const setPayment = useSetProjectPaymentStatus();
  const nameOf = (userId: string) => names.data?.get(userId) ?? userId;
  const recent = (transfers.data ?? []).slice(0, RECENT);
  return (
    <>
      <h3 className="adm-subhead">Recent transfers</h3>
      <QueryStatus query={transfers} loading="Loading transfers…" />
      <ul aria-label={`The ${RECENT} most recent transfers`}>
        {recent.map((t) => (
          <li key={t.id}>
            {formatDateTime(t.createdAt)} · {t.transactionNumber} · {formatUsd(t.amountCents)} to {t.recipientName}
          </li>
        ))}
      </ul>
      <h3 className="adm-subhead">Transfers</h3>
      {transfers.data && (
        <table className="table" aria-label="Transfers">
          <TableContent
            columns={['From', 'To', 'Amount', 'Fee', 'Status']}
            rows={transfers.data}
            empty="No transfers yet."
            renderRow={(t) => (
              <tr key={t.id}>
                <td>{nameOf(t.userId)}</td>
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
                    allowed={t.transferType === 'within_unseaf' ? [] : TRANSFER_TRANSITIONS[t.status]}
                    describe={`Transfer ${t.transactionNumber} of ${formatUsd(t.amountCents)}`}
                    apply={(status, message) => setTransfer.mutateAsync({ id: t.id, status, message })}
                  />
                </td>
              </tr>
            )}
          />
        </table>
      )}
      <h3 className="adm-subhead">Project payments</h3>
      <QueryStatus query={payments} loading="Loading project payments…" />
      {payments.data && (
        <table className="table" aria-label="Project payments">
          <TableContent
            columns={['Recipient', 'Paid to', 'Amount', 'Fee', 'Total', 'Status']}
            rows={payments.data}
            empty="No project payments yet."
            renderRow={(p) => (
              <tr key={p.id}>
                <td>{nameOf(p.userId)}</td>
                <td>{p.recipientName}</td>
                <td>{formatUsd(p.amountCents)}</td>
                <td>{formatUsd(p.feeCents)}</td>
                <td>{formatUsd(p.totalCents)}</td>
                <td>
                  <MoveStatusControl
                    label={`Status for project payment ${p.transactionNumber ?? p.id}`}
                    status={p.status}
                    allowed={PROJECT_PAYMENT_TRANSITIONS[p.status]}
                    describe={`Project payment ${p.transactionNumber ?? ''} of ${formatUsd(p.totalCents)}`}
                    apply={(status, message) => setPayment.mutateAsync({ id: p.id, status, message })}
                  />
                </td>
              </tr>
            )}
          />
        </table>
      )}
    </>
  );
}
