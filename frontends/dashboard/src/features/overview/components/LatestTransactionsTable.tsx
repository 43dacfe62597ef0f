import { useTranslation } from 'react-i18next';
import { formatUsd, type TransactionView } from '@portal/contracts/web';
import { useDateFormat } from '@portal/web-core';
import { DataTable } from '@portal/web-core/ui';

/** Latest Credits / Latest Debits (columns TRX NO., DATE, AMOUNT; empty text Data not found). */
export function LatestTransactionsTable({ title, rows }: { title: string; rows: TransactionView[] }) {
  const { t } = useTranslation();
  const { formatDate } = useDateFormat();
  return (
    <section className="card dsh-table-card" aria-label={title}>
      <h3>{title}</h3>
      <DataTable
        label={title}
        columns={[t('dashboard.trxNo'), t('dashboard.dateUpper'), { label: t('dashboard.amountUpper'), className: 'num' }]}
        rows={rows}
        empty={t('dashboard.dataNotFound')}
        emptyClassName="dsh-empty"
        renderRow={(row) => (
          <tr key={row.id}>
            <td>{row.transactionNumber}</td>
            <td>{formatDate(row.createdAt)}</td>
            <td className="num">{formatUsd(row.amountCents)}</td>
          </tr>
        )}
      />
    </section>
  );
}
