import { formatUsd, type TransactionView } from '@portal/contracts';
import { formatDateTime, formatStatus } from '@portal/web-core';
import { StatusBadge, TableContent, type BadgeTone, type TableColumn } from '@portal/web-core/ui';
import { TransactionMessages } from '../utils/messages';

const MINUS = '\u2212';

function statusTone(status: string): BadgeTone {
  const s = status.toLowerCase();
  if (s === 'completed' || s === 'approved') return 'success';
  if (s === 'pending' || s === 'processing') return 'warning';
  if (s === 'failed' || s === 'rejected' || s === 'cancelled' || s === 'reversed') return 'danger';
  return 'neutral';
}

const TRANSACTION_COLUMNS: TableColumn[] = ['TRX NO.', 'TIME', { label: 'AMOUNT', className: 'num' }, { label: 'POST BALANCE', className: 'num' }, 'DETAILS'];

/** +$1,234.56 for a credit, −$50.00 for a debit (the amount is positive in the view). */
export function signedAmount(t: TransactionView): string {
  return `${t.type === 'credit' ? '+' : MINUS}${formatUsd(Math.abs(t.amountCents))}`;
}

/** Columns TRX NO. (with a Credit/Debit badge), TIME, AMOUNT, POST BALANCE, DETAILS (spec 2 §2.6). */
export function TransactionsTable({ rows, busy }: { rows: TransactionView[]; busy: boolean }) {
  return (
    // Focusable so that keyboard users can scroll the table sideways on narrow screens.
    <div className="table-wrap dsh-trx-scroll" role="region" aria-label="Transactions table" tabIndex={0}>
      <table className="table dsh-trx-table" aria-label="Transactions" aria-busy={busy || undefined}>
        <TableContent
          columns={TRANSACTION_COLUMNS}
          rows={rows}
          empty={TransactionMessages.empty}
          emptyClassName="dsh-empty"
          emptyTestId="transactions-empty"
          renderRow={(t) => (
            <tr key={t.id} data-testid="transaction-row" data-type={t.type} data-category={t.category}>
              <td>
                <div className="dsh-trx-no">{t.transactionNumber}</div>
                <StatusBadge tone={t.type === 'credit' ? 'success' : 'danger'}>{t.type === 'credit' ? 'Credit' : 'Debit'}</StatusBadge>
              </td>
              <td className="dsh-trx-time">
                <time dateTime={t.createdAt}>{formatDateTime(t.createdAt)}</time>
              </td>
              <td className={`num dsh-trx-amount dsh-type-${t.type}`}>{signedAmount(t)}</td>
              <td className="num">{formatUsd(t.postBalanceCents)}</td>
              <td className="dsh-trx-details">
                <div>{t.description}</div>
                {t.reference && <div className="dsh-muted dsh-trx-ref">Ref: {t.reference}</div>}
                <div className="dsh-trx-status">
                  <StatusBadge tone={statusTone(t.status)}>{formatStatus(t.status)}</StatusBadge>
                </div>
              </td>
            </tr>
          )}
        />
      </table>
    </div>
  );
}
