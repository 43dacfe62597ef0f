import { useTranslation } from 'react-i18next';
import { formatUsd, type TransactionView } from '@portal/contracts/web';
import { useDateFormat, useStatusText } from '@portal/web-core';
import { DataTable, StatusBadge, type BadgeTone } from '@portal/web-core/ui';

const MINUS = '\u2212';

function statusTone(status: string): BadgeTone {
  const s = status.toLowerCase();
  if (s === 'completed' || s === 'approved') return 'success';
  if (s === 'pending' || s === 'processing') return 'warning';
  if (s === 'failed' || s === 'rejected' || s === 'cancelled' || s === 'reversed') return 'danger';
  return 'neutral';
}

/** +$1,234.56 for a credit, −$50.00 for a debit (the amount is positive in the view). */
export function signedAmount(row: TransactionView): string {
  return `${row.type === 'credit' ? '+' : MINUS}${formatUsd(Math.abs(row.amountCents))}`;
}

/** Columns TRX NO. (with a Credit/Debit badge), TIME, AMOUNT, POST BALANCE, DETAILS (spec 2 §2.6). */
export function TransactionsTable({ rows, busy }: { rows: TransactionView[]; busy: boolean }) {
  const { t } = useTranslation();
  const { formatDateTime } = useDateFormat();
  const statusText = useStatusText();
  return (
    <DataTable
      label={t('transactions.tableLabel')}
      className="dsh-trx-table"
      busy={busy}
      columns={[
        t('transactions.trxNo'),
        t('transactions.time'),
        { label: t('transactions.amount'), className: 'num' },
        { label: t('transactions.postBalance'), className: 'num' },
        t('transactions.details'),
      ]}
      rows={rows}
      empty={t('transactions.empty')}
      emptyClassName="dsh-empty"
      emptyTestId="transactions-empty"
      renderRow={(row) => (
        <tr key={row.id} data-testid="transaction-row" data-type={row.type} data-category={row.category}>
          <td>
            <div className="dsh-trx-no">{row.transactionNumber}</div>
            <StatusBadge tone={row.type === 'credit' ? 'success' : 'danger'}>
              {row.type === 'credit' ? t('transactions.credit') : t('transactions.debit')}
            </StatusBadge>
          </td>
          <td className="dsh-trx-time">
            <time dateTime={row.createdAt}>{formatDateTime(row.createdAt)}</time>
          </td>
          <td className={`num dsh-trx-amount dsh-type-${row.type}`}>{signedAmount(row)}</td>
          <td className="num">{formatUsd(row.postBalanceCents)}</td>
          <td className="dsh-trx-details">
            <div>{row.description}</div>
            {row.reference && <div className="dsh-muted dsh-trx-ref">{t('transactions.reference', { reference: row.reference })}</div>}
            <div className="dsh-trx-status">
              <StatusBadge tone={statusTone(row.status)}>{statusText(row.status)}</StatusBadge>
            </div>
          </td>
        </tr>
      )}
    />
  );
}
