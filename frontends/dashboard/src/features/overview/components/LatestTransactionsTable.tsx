import { formatUsd, type TransactionView } from '@portal/contracts';
import { formatDate } from '@portal/web-core';
import { TableContent, type TableColumn } from '@portal/web-core/ui';

const LATEST_COLUMNS: TableColumn[] = ['TRX NO.', 'DATE', { label: 'AMOUNT', className: 'num' }];

/** Latest Credits / Latest Debits (columns TRX NO., DATE, AMOUNT; empty text Data not found). */
export function LatestTransactionsTable({ title, rows, empty }: { title: string; rows: TransactionView[]; empty: string }) {
  return (
    <section className="card dsh-table-card" aria-label={title}>
      <h3>{title}</h3>
      <div className="table-wrap">
        <table className="table">
          <TableContent
            columns={LATEST_COLUMNS}
            rows={rows}
            empty={empty}
            emptyClassName="dsh-empty"
            renderRow={(t) => (
              <tr key={t.id}>
                <td>{t.transactionNumber}</td>
                <td>{formatDate(t.createdAt)}</td>
                <td className="num">{formatUsd(t.amountCents)}</td>
              </tr>
            )}
          />
        </table>
      </div>
    </section>
  );
}
