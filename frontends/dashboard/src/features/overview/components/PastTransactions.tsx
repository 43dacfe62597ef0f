import { Link } from 'react-router-dom';
import { formatUsd, type TransactionView } from '@portal/contracts';
import { formatDate } from '@portal/web-core';
import { TableContent, type TableColumn } from '@portal/web-core/ui';

const PAST_COLUMNS: TableColumn[] = ['ID', 'Type', 'Description', 'Date', { label: 'Amount', className: 'num' }, 'Status'];

/** Past Transactions (ID, type, description, date, amount, status) with View All when not restricted. */
export function PastTransactions({ rows, restricted }: { rows: TransactionView[]; restricted: boolean }) {
  return (
    <section className="card dsh-table-card" aria-labelledby="dsh-past-title">
      <div className="dsh-card-head">
        <h3 id="dsh-past-title">Past Transactions</h3>
        {!restricted && (
          <Link to="/dashboard?tab=transactions" className="btn btn-outline btn-sm">
            View All
          </Link>
        )}
      </div>
      <div className="table-wrap">
        <table className="table">
          <TableContent
            columns={PAST_COLUMNS}
            rows={rows}
            empty="No transactions yet"
            emptyClassName="dsh-empty"
            renderRow={(t) => (
              <tr key={t.id}>
                <td>{t.transactionNumber}</td>
                <td>
                  <span className={`dsh-type dsh-type-${t.type}`}>{t.type}</span>
                </td>
                <td>{t.description}</td>
                <td>{formatDate(t.createdAt)}</td>
                <td className="num">{formatUsd(t.type === 'debit' ? -Math.abs(t.amountCents) : t.amountCents)}</td>
                <td>{t.status}</td>
              </tr>
            )}
          />
        </table>
      </div>
    </section>
  );
}
