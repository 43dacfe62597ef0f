import { Link } from '@portal/web-core/router';
import { useTranslation } from 'react-i18next';
import { formatUsd, type TransactionView } from '@portal/contracts/web';
import { useDateFormat, useStatusText } from '@portal/web-core';
import { DataTable } from '@portal/web-core/ui';

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
      <DataTable
        label={t('dashboard.pastTransactions')}
        columns={[
          t('dashboard.id'),
          t('dashboard.type'),
          t('dashboard.description'),
          t('dashboard.date'),
          { label: t('dashboard.amount'), className: 'num' },
          t('dashboard.status'),
        ]}
        rows={rows}
        empty={t('dashboard.noTransactions')}
        emptyClassName="dsh-empty"
        renderRow={(row) => (
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
        )}
      />
    </section>
  );
}
