import { formatUsd, type TransactionView } from '@portal/contracts';
import { useTranslation } from 'react-i18next';
import { useDateFormat } from '@portal/web-core';

/** Latest Credits / Latest Debits (columns TRX NO., DATE, AMOUNT; empty text Data not found). */
export function LatestTransactionsTable({ title, rows }: { title: string; rows: TransactionView[] }) {
  const { t } = useTranslation();
  const { formatDate } = useDateFormat();
  return (
    <section className="card dsh-table-card" aria-label={title}>
      <h3>{title}</h3>
      <div className="table-wrap">
        <table className="table">
          <thead>
            <tr>
              <th scope="col">{t('dashboard.trxNo')}</th>
              <th scope="col">{t('dashboard.dateUpper')}</th>
              <th scope="col" className="num">
                {t('dashboard.amountUpper')}
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.length === 0 ? (
              <tr>
                <td colSpan={3} className="dsh-empty">
                  {t('dashboard.dataNotFound')}
                </td>
              </tr>
            ) : (
              rows.map((row) => (
                <tr key={row.id}>
                  <td>{row.transactionNumber}</td>
                  <td>{formatDate(row.createdAt)}</td>
                  <td className="num">{formatUsd(row.amountCents)}</td>
                </tr>
              ))
            )}
          </tbody>
        </table>
      </div>
    </section>
  );
}
