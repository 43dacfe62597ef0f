import {
  Api,
  UNKNOWN_USER,
  WITHDRAWAL_FEES,
  formatUsd,
  maskAccountNumber,
  type NamedUser,
  type RecipientMoney,
  type WithdrawalView,
} from '@portal/contracts/web';
import { WithdrawalStatusBadge, formatDateTime, useMayCall } from '@portal/web-core';
import { DataTable, type DataTableColumn } from '@portal/web-core/ui';
import type { StatusFlow } from '../hooks/use-status-flow';
import { StatusSelect } from './StatusSelect';

interface Props {
  /** Rows as the admin list answers them: each names its person (null once erased), its grant's title and the current balance. */
  rows: (WithdrawalView & Partial<NamedUser> & RecipientMoney)[];
  /**
   * With a flow, each row carries a status dropdown (the Financial tab, where the spec puts status
   * changes); without one the table is read-only and names each row's grant and current balance
   * (the withdrawal management page, spec 2 §2.10 and §6).
   */
  flow?: StatusFlow;
  caption: string;
  onDetails?: (withdrawal: WithdrawalView) => void;
}

const BASE_COLUMNS: DataTableColumn[] = [
  'TRX NO.',
  'Date',
  'User',
  'Method',
  { label: 'Amount', className: 'num' },
  { label: 'Fee', className: 'num' },
  { label: 'Net', className: 'num' },
  'Status',
];
const STATUS_COLUMN: DataTableColumn = 'Change status';
const MONEY_COLUMNS: DataTableColumn[] = ['Grant', { label: 'Current balance', className: 'num' }];
const DETAILS_COLUMN: DataTableColumn = { label: 'Details', hideLabel: true };

export function WithdrawalsTable({ rows, flow, caption, onDetails }: Props) {
  // A role that may not change a withdrawal's status (the auditor) reads it from the badge alone.
  const mayChange = useMayCall(Api.admin.setWithdrawalStatus);
  const columns = [...BASE_COLUMNS, ...(flow ? [STATUS_COLUMN] : MONEY_COLUMNS), ...(onDetails ? [DETAILS_COLUMN] : [])];
  return (
    <DataTable
      label={caption}
      className="adm-withdrawals-table"
      columns={columns}
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
          {flow ? (
            <td data-label="Change status">{mayChange ? <StatusSelect withdrawal={w} flow={flow} /> : '—'}</td>
          ) : (
            <>
              <td data-label="Grant">{w.grantTitle ?? 'No grant'}</td>
              <td data-label="Current balance" className="num">
                {formatUsd(w.balanceCents)}
              </td>
            </>
          )}
          {onDetails && (
            <td data-label="Details">
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
