import { useState } from 'react';
import { TRANSFER_TYPE_LABELS, TransferMessages, formatUsd } from '@portal/contracts';
import { WithdrawalStatusBadge, formatDateTime, useAuth } from '@portal/web-core';
import { Loading, TableContent, type TableColumn } from '@portal/web-core/ui';
import { useTransfers } from '../api/transfers';
import { NO_FILTER, NumberDateSearch, type NumberDateFilter } from '../../../components/NumberDateSearch';

const NUM = 'dsh-num';
const TRANSFER_COLUMNS: TableColumn[] = [
  'TRX NO.',
  'DATE',
  'RECIPIENT',
  'TYPE',
  { label: 'AMOUNT', className: NUM },
  { label: 'CHARGE', className: NUM },
  { label: 'TOTAL', className: NUM },
  'STATUS',
];

/** The recipient's transfers, newest first, with a search by transaction number and by exact date (spec 2 §2.3). */
export function TransferHistory() {
  const { authenticated } = useAuth();
  const [applied, setApplied] = useState<NumberDateFilter>(NO_FILTER);
  const list = useTransfers(applied);

  if (!authenticated)
    return (
      <div className="alert alert-error" role="alert">
        {TransferMessages.loginToView}
      </div>
    );
  return (
    <div className="dsh-move-history">
      <NumberDateSearch idPrefix="trf" label="Search transfers" dateLabel="Date" placeholder={'TRF…'} submitLabel="Search" onSearch={setApplied} />
      {list.isError ? (
        <div className="alert alert-error" role="alert">
          {list.error.statusCode === 401 ? TransferMessages.loginToView : TransferMessages.loadFailed}
        </div>
      ) : !list.data ? (
        <Loading label="Loading transfers..." />
      ) : (
        <div className="dsh-table-wrap" role="region" aria-label="Transfers table" tabIndex={0}>
          <table className="dsh-table" aria-label="Transfers" aria-busy={list.isPlaceholderData || undefined}>
            <TableContent
              columns={TRANSFER_COLUMNS}
              rows={list.data}
              empty="No transfers found"
              emptyClassName="dsh-empty"
              renderRow={(t) => (
                <tr key={t.id} data-testid="transfer-row">
                  <td className="dsh-trx-no">{t.transactionNumber}</td>
                  <td>
                    <time dateTime={t.createdAt}>{formatDateTime(t.createdAt)}</time>
                  </td>
                  <td>
                    <div>{t.recipientName}</div>
                    <div className="dsh-muted">
                      {t.recipientAccount}
                      {t.recipientBank ? ` · ${t.recipientBank}` : ''}
                    </div>
                  </td>
                  <td>{TRANSFER_TYPE_LABELS[t.transferType]}</td>
                  <td className="dsh-num">{formatUsd(t.amountCents)}</td>
                  <td className="dsh-num">{formatUsd(t.chargeCents)}</td>
                  <td className="dsh-num">{formatUsd(t.paidCents)}</td>
                  <td>
                    <WithdrawalStatusBadge status={t.status} />
                    {t.processingMessage && <div className="dsh-muted">{t.processingMessage}</div>}
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
