import { Link } from 'react-router-dom';
import { formatUsd, type TransactionView } from '@portal/contracts';
import { useTranslation } from 'react-i18next';
import { useDateFormat, useStatusText } from '@portal/web-core';

/** Past Transactions (ID, type, description, date, amount, status) with View All when not restricted. */
export function PastTransactions({ rows, restricted }: { rows: TransactionView[]; restricted: boolean }) {
  const { t } = useTranslation();
  const { formatDate } = useDateFormat();
  const statusText = useStatusText();
  return (
    <section className="card dsh-table-card" aria-labelledby="dsh-past-title">
      <div className="dsh-card-head">
        <h3 id="dsh-past-title">{t('dashboard.pastTransactions')}</h3>
        {!restricted && (
          <Link to="/dashboard?tab=transactions" className="btn btn-outline btn-sm">
            {t('dashboard.viewAll')}
          </Link>
        )}
      </div>
      <div className="table-wrap">
        <table className="table">
          <thead>
            <tr>
              <th scope="col">{t('dashboard.id')}</th>
              <th scope="col">{t('dashboard.type')}</th>
              <th scope="col">{t('dashboard.description')}</th>
              <th scope="col">{t('dashboard.date')}</th>
              <th scope="col" className="num">
                {t('dashboard.amount')}
              </th>
              <th scope="col">{t('dashboard.status')}</th>
            </tr>
          </thead>
          <tbody>
            {rows.length === 0 ? (
              <tr>
                <td colSpan={6} className="dsh-empty">
                  {t('dashboard.noTransactions')}
                </td>
              </tr>
            ) : (
              rows.map((row) => (
                <tr key={row.id}>
                  <td>{row.transactionNumber}</td>
                  <td>
                    <span className={`dsh-type dsh-type-${row.type}`}>{statusText(row.type)}</span>
                  </td>
                  <td>{row.description}</td>
                  <td>{formatDate(row.createdAt)}</td>
                  <td className="num">{formatUsd(row.type === 'debit' ? -Math.abs(row.amountCents) : row.amountCents)}</td>
                  <td>{statusText(row.status)}</td>
                </tr>
              ))
            )}
          </tbody>
        </table>
      </div>
    </section>
  );
}
