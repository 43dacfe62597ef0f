import { useState } from 'react';
import {
  PROJECT_PAYMENT_CATEGORY_TABLE,
  PROJECT_PAYMENT_NUMBER_PLACEHOLDER,
  ProjectPaymentMessages,
  formatUsd,
  projectPaymentDisplayNumber,
} from '@portal/contracts';
import { WithdrawalStatusBadge, formatDate, useAuth } from '@portal/web-core';
import { Loading, TableContent, type TableColumn } from '@portal/web-core/ui';
import { useProjectPayments } from '../api/project-payments';
import { NO_FILTER, NumberDateSearch, type NumberDateFilter } from '../../../components/NumberDateSearch';

const NUM = 'dsh-num';
const PAYMENT_COLUMNS: TableColumn[] = [
  'TRX NO.',
  'DATE',
  'RECIPIENT',
  'CATEGORY',
  'PURPOSE',
  { label: 'AMOUNT', className: NUM },
  { label: 'FEE', className: NUM },
  { label: 'NET AMOUNT', className: NUM },
  'STATUS',
];

/** Payment history (spec 2 §2.4): count badge, search by transaction number and payment date, the spec's columns. */
export function PaymentHistory() {
  const { authenticated } = useAuth();
  const [applied, setApplied] = useState<NumberDateFilter>(NO_FILTER);
  const list = useProjectPayments(applied);

  if (!authenticated)
    return (
      <div className="alert alert-error" role="alert">
        {ProjectPaymentMessages.loginToView}
      </div>
    );
  return (
    <div className="dsh-move-history">
      <div className="dsh-card-head">
        <h3>Payment History</h3>
        {list.data && (
          <span className="badge" data-testid="payments-count" role="status" aria-label={`${list.data.length} payments`}>
            {list.data.length}
          </span>
        )}
      </div>
      <NumberDateSearch
        idPrefix="pp"
        label="Search payments"
        dateLabel="Payment Date"
        placeholder={PROJECT_PAYMENT_NUMBER_PLACEHOLDER}
        submitLabel="Search Payments"
        onSearch={setApplied}
      />
      {list.isError ? (
        <div className="alert alert-error" role="alert" data-testid="payments-error">
          {list.error.statusCode === 401 ? ProjectPaymentMessages.loginToView : ProjectPaymentMessages.loadFailed}
        </div>
      ) : !list.data ? (
        <Loading label={ProjectPaymentMessages.loading} />
      ) : (
        <div className="dsh-table-wrap" role="region" aria-label="Payments table" tabIndex={0}>
          <table className="dsh-table" aria-label="Project payments" aria-busy={list.isPlaceholderData || undefined}>
            <TableContent
              columns={PAYMENT_COLUMNS}
              rows={list.data}
              empty={ProjectPaymentMessages.empty}
              emptyClassName="dsh-empty"
              renderRow={(p) => (
                <tr key={p.id} data-testid="payment-row">
                  <td className="dsh-trx-no">{projectPaymentDisplayNumber(p)}</td>
                  <td>
                    <time dateTime={p.createdAt}>{formatDate(p.createdAt)}</time>
                  </td>
                  <td>{p.recipientName}</td>
                  <td>{PROJECT_PAYMENT_CATEGORY_TABLE[p.category].label}</td>
                  <td>
                    <div>{p.purposeDescription}</div>
                    <div className="dsh-muted">{p.projectPhase}</div>
                  </td>
                  <td className="dsh-num">{formatUsd(p.amountCents)}</td>
                  <td className="dsh-num">{formatUsd(p.feeCents)}</td>
                  <td className="dsh-num">{formatUsd(p.netCents)}</td>
                  <td>
                    <WithdrawalStatusBadge status={p.status} />
                    {p.processingMessage && <div className="dsh-muted">{p.processingMessage}</div>}
                    {p.completedAt && <div className="dsh-muted">Completed {formatDate(p.completedAt)}</div>}
                  </td>
                </tr>
              )}
            />
          </table>
        </div>
      )}
    </div>
  );
}
