import { Link } from 'react-router-dom';
import { formatUsd, type TransactionView } from '@portal/contracts';
import { formatDate } from '@portal/web-core';

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
          <thead>
            <tr>
              <th scope="col">ID</th>
              <th scope="col">Type</th>
              <th scope="col">Description</th>
              <th scope="col">Date</th>
              <th scope="col" className="num">
                Amount
              </th>
              <th scope="col">Status</th>
            </tr>
          </thead>
          <tbody>
            {rows.length === 0 ? (
              <tr>
                <td colSpan={6} className="dsh-empty">
                  No transactions yet
                </td>
              </tr>
            ) : (
              rows.map((t) => (
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
              ))
            )}
          </tbody>
        </table>
      </div>
    </section>
  );
}
