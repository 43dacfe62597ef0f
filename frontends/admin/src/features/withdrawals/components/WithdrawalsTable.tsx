import { WITHDRAWAL_FEES, formatUsd, type WithdrawalView } from '@portal/contracts';
import { WithdrawalStatusBadge, formatDateTime } from '@portal/web-core';
import { TableContent, type TableColumn } from '@portal/web-core/ui';
import type { StatusFlow } from '../hooks/use-status-flow';
import { StatusSelect } from './StatusSelect';

interface Props {
  rows: WithdrawalView[];
  flow: StatusFlow;
  caption: string;
  onDetails?: (withdrawal: WithdrawalView) => void;
}

/** First 8 characters of a uuid, for the table. */
const shortId = (id: string) => id.slice(0, 8);

const COLUMNS: TableColumn[] = [
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
const DETAILS_COLUMN: TableColumn = { label: <span className="visually-hidden">Details</span> };

export function WithdrawalsTable({ rows, flow, caption, onDetails }: Props) {
  return (
    <div className="table-wrap">
      <table className="table adm-withdrawals-table adm-stack">
        <caption className="visually-hidden">{caption}</caption>
        <TableContent
          columns={onDetails ? [...COLUMNS, DETAILS_COLUMN] : COLUMNS}
          rows={rows}
          renderRow={(w) => (
            <tr key={w.id} data-withdrawal-id={w.id} data-trx={w.transactionNumber}>
              <td data-label="TRX NO." className="adm-mono">
                {w.transactionNumber}
              </td>
              <td data-label="Date">{formatDateTime(w.createdAt)}</td>
              <td data-label="User" className="adm-mono" title={w.userId}>
                {shortId(w.userId)}
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
                <td data-label="Details">
                  <button type="button" className="btn btn-outline btn-sm" aria-label={`View details of ${w.transactionNumber}`} onClick={() => onDetails(w)}>
                    View
                  </button>
                </td>
              )}
            </tr>
          )}
        />
      </table>
    </div>
  );
}
