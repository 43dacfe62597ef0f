import { formatUsd, type TransactionView } from '@portal/contracts';
import { formatDate } from '@portal/web-core';

/** Latest Credits / Latest Debits (columns TRX NO., DATE, AMOUNT; empty text Data not found). */
export function LatestTransactionsTable({ title, rows, empty }: { title: string; rows: TransactionView[]; empty: string }) {
  return (
    <section className="card dsh-table-card" aria-label={title}>
      <h3>{title}</h3>
      <div className="table-wrap">
        <table className="table">
          <thead>
            <tr>
              <th scope="col">TRX NO.</th>
              <th scope="col">DATE</th>
              <th scope="col" className="num">
                AMOUNT
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.length === 0 ? (
              <tr>
                <td colSpan={3} className="dsh-empty">
                  {empty}
                </td>
              </tr>
            ) : (
              rows.map((t) => (
                <tr key={t.id}>
                  <td>{t.transactionNumber}</td>
                  <td>{formatDate(t.createdAt)}</td>
                  <td className="num">{formatUsd(t.amountCents)}</td>
                </tr>
              ))
            )}
          </tbody>
        </table>
      </div>
    </section>
  );
}
