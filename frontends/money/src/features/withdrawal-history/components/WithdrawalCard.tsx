import { WITHDRAWAL_FEES, formatUsd, type WithdrawalView } from '@portal/contracts';
import { WithdrawalStatusBadge, formatDateTime } from '@portal/web-core';

const methodLabel = (w: WithdrawalView) => WITHDRAWAL_FEES[w.method]?.label ?? w.method;

/** One withdrawal of the history; a Receipt button once it is processing or completed. */
export function WithdrawalCard({ withdrawal: w, onReceipt }: { withdrawal: WithdrawalView; onReceipt: () => void }) {
  return (
    <article className="mny-card" aria-labelledby={`mny-w-${w.id}`} data-testid="withdrawal-card" data-status={w.status}>
      <header className="mny-card-head">
        <div>
          <h3 id={`mny-w-${w.id}`} className="mny-txn">
            {w.transactionNumber}
          </h3>
          <time dateTime={w.createdAt} className="mny-muted">
            {formatDateTime(w.createdAt)}
          </time>
        </div>
        <WithdrawalStatusBadge status={w.status} />
      </header>
      <dl className="mny-card-grid">
        <div>
          <dt>Amount</dt>
          <dd>{formatUsd(w.amountCents)}</dd>
        </div>
        <div>
          <dt>Net Amount</dt>
          <dd>{formatUsd(w.netCents)}</dd>
        </div>
        <div>
          <dt>Method</dt>
          <dd>{methodLabel(w)}</dd>
        </div>
        <div>
          <dt>Fee</dt>
          <dd>{formatUsd(w.feeCents)}</dd>
        </div>
        <div className="mny-wide">
          <dt>Description</dt>
          <dd>{w.description || `Withdrawal via ${methodLabel(w)}`}</dd>
        </div>
        <div className="mny-wide">
          <dt>ID</dt>
          <dd className="mny-id">{w.id}</dd>
        </div>
      </dl>
      {(w.status === 'completed' || w.status === 'processing') && (
        <div className="mny-actions">
          <button type="button" className="btn btn-outline btn-sm" onClick={onReceipt}>
            Receipt
          </button>
        </div>
      )}
    </article>
  );
}
