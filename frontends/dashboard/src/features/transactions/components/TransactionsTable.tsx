import { formatUsd, type TransactionView } from '@portal/contracts';
import { formatDateTime, formatStatus } from '@portal/web-core';
import { StatusBadge, type BadgeTone } from '@portal/web-core/ui';
import { TransactionMessages } from '../utils/messages';

const MINUS = '\u2212';

function statusTone(status: string): BadgeTone {
  const s = status.toLowerCase();
  if (s === 'completed' || s === 'approved') return 'success';
  if (s === 'pending' || s === 'processing') return 'warning';
  if (s === 'failed' || s === 'rejected' || s === 'cancelled' || s === 'reversed') return 'danger';
  return 'neutral';
}

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
        <thead>
          <tr>
            <th scope="col">TRX NO.</th>
            <th scope="col">TIME</th>
            <th scope="col" className="num">
              AMOUNT
            </th>
            <th scope="col" className="num">
              POST BALANCE
            </th>
            <th scope="col">DETAILS</th>
          </tr>
        </thead>
        <tbody>
          {rows.length === 0 ? (
            <tr>
              <td colSpan={5} className="dsh-empty" data-testid="transactions-empty">
                {TransactionMessages.empty}
              </td>
            </tr>
          ) : (
            rows.map((t) => (
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
            ))
          )}
        </tbody>
      </table>
    </div>
  );
}
