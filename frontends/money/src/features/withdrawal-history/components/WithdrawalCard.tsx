import { useTranslation } from 'react-i18next';
import { formatUsd, type WithdrawalView } from '@portal/contracts/web';
import { WithdrawalStatusBadge, useDateFormat } from '@portal/web-core';

/** One withdrawal of the history; a Receipt button once it is processing or completed. */
export function WithdrawalCard({ withdrawal: w, onReceipt }: { withdrawal: WithdrawalView; onReceipt: () => void }) {
  const { t } = useTranslation();
  const { formatDateTime } = useDateFormat();
  const method = t(`withdrawals.method_${w.method}`);
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
          <dt>{t('withdrawals.amount')}</dt>
          <dd>{formatUsd(w.amountCents)}</dd>
        </div>
        <div>
          <dt>{t('withdrawals.netAmount')}</dt>
          <dd>{formatUsd(w.netCents)}</dd>
        </div>
        <div>
          <dt>{t('withdrawals.method')}</dt>
          <dd>{method}</dd>
        </div>
        <div>
          <dt>{t('withdrawals.fee')}</dt>
          <dd>{formatUsd(w.feeCents)}</dd>
        </div>
        <div className="mny-wide">
          <dt>{t('withdrawals.description')}</dt>
          <dd>{w.description || t('withdrawals.via', { method })}</dd>
        </div>
        <div className="mny-wide">
          <dt>{t('withdrawals.id')}</dt>
          <dd className="mny-id">{w.id}</dd>
        </div>
      </dl>
      {(w.status === 'completed' || w.status === 'processing' || w.status === 'submitted') && (
        <div className="mny-actions">
          <button type="button" className="btn btn-outline btn-sm" onClick={onReceipt}>
            {t('withdrawals.receipt')}
          </button>
        </div>
      )}
    </article>
  );
}
