import { UNKNOWN_USER, WITHDRAWAL_FEES, formatUsd, maskAccountNumber, type NamedUser, type WithdrawalView } from '@portal/contracts';
import { WithdrawalStatusBadge, formatDateTime } from '@portal/web-core';
import { DataTable, type DataTableColumn } from '@portal/web-core/ui';
import type { StatusFlow } from '../hooks/use-status-flow';
import { StatusSelect } from './StatusSelect';

interface Props {
  /** Rows as the admin list answers them: each names its person (null once erased). */
  rows: (WithdrawalView & Partial<NamedUser>)[];
  flow: StatusFlow;
  caption: string;
  onDetails?: (withdrawal: WithdrawalView) => void;
}

const COLUMNS: DataTableColumn[] = [
  'TRX NO.',
  'Date',
  'User',
  'Method',
  { label: 'Amount', className: 'num' },
  { label: 'Fee', className: 'num' },
  { label: 'Net', className: 'num' },
  'Status',
  'Change status',
];
const DETAILS_COLUMN: DataTableColumn = { label: 'Details', hideLabel: true };

export function WithdrawalsTable({ rows, flow, caption, onDetails }: Props) {
  return (
    <DataTable
      label={caption}
      className="adm-withdrawals-table"
      columns={onDetails ? [...COLUMNS, DETAILS_COLUMN] : COLUMNS}
      rows={rows}
      renderRow={(w) => (
        <tr key={w.id} data-withdrawal-id={w.id} data-trx={w.transactionNumber}>
          <td data-label="TRX NO." className="adm-mono">
            {w.transactionNumber}
          </td>
          <td data-label="Date">{formatDateTime(w.createdAt)}</td>
          <td data-label="User">
            <strong>{w.user?.fullName ?? UNKNOWN_USER}</strong>
            {w.user && (
              <>
                <br />
                <span className="adm-muted adm-break">{w.user.email}</span>
                <br />
                <span className="adm-mono">{maskAccountNumber(w.user.accountNumber)}</span>
              </>
            )}
          </td>
          <td data-label="Method">{WITHDRAWAL_FEES[w.method].label}</td>
          <td data-label="Amount" className="num">
            {formatUsd(w.amountCents)}
          </td>
          <td data-label="Fee" className="num">
            {formatUsd(w.feeCents)}
          </td>
          <td data-label="Net" className="num">
            {formatUsd(w.netCents)}
          </td>
          <td data-label="Status">
            <WithdrawalStatusBadge status={w.status} />
          </td>
          <td data-label="Change status">
            <StatusSelect withdrawal={w} flow={flow} />
          </td>
          {onDetails && (
            <td>
              <button type="button" className="btn btn-outline btn-sm" aria-label={`View details of ${w.transactionNumber}`} onClick={() => onDetails(w)}>
                View
              </button>
            </td>
          )}
        </tr>
      )}
    />
  );
}
