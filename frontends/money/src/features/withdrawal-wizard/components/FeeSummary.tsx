import { useTranslation } from 'react-i18next';
import { formatUsd, type FeeQuote, type WithdrawalMethod } from '@portal/contracts/web';

/** Amount, processing fee and net amount ("—" until a method is chosen); with `method`, the method too (the Verify step's card). */
export function FeeSummary({ amountCents, quote, method }: { amountCents: number; quote: FeeQuote | null; method?: WithdrawalMethod }) {
  const { t } = useTranslation();
  return (
    <dl className={method ? 'summary-list mny-summary-card' : 'summary-list'}>
      <div>
        <dt>{t('wizard.amount')}</dt>
        <dd>{formatUsd(amountCents)}</dd>
      </div>
      <div>
        <dt>{t('wizard.processingFee')}</dt>
        <dd>{quote ? formatUsd(quote.feeCents) : '—'}</dd>
      </div>
      <div className={method ? undefined : 'summary-list-total'}>
        <dt>{t('wizard.netAmount')}</dt>
        <dd>{quote ? formatUsd(quote.netCents) : '—'}</dd>
      </div>
      {method && (
        <div>
          <dt>{t('wizard.method')}</dt>
          <dd>{t(`withdrawals.method_${method}`)}</dd>
        </div>
      )}
    </dl>
  );
}
