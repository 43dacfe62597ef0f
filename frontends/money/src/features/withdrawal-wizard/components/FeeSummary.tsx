import { WITHDRAWAL_FEES, formatUsd, type FeeQuote, type WithdrawalMethod } from '@portal/contracts';

/** Amount, processing fee and net amount ("—" until a method is chosen); with `method`, the method too (the Verify step's card). */
export function FeeSummary({ amountCents, quote, method }: { amountCents: number; quote: FeeQuote | null; method?: WithdrawalMethod }) {
  return (
    <dl className={method ? 'summary-list mny-summary-card' : 'summary-list'}>
      <div>
        <dt>Amount</dt>
        <dd>{formatUsd(amountCents)}</dd>
      </div>
      <div>
        <dt>Processing Fee</dt>
        <dd>{quote ? formatUsd(quote.feeCents) : '—'}</dd>
      </div>
      <div className={method ? undefined : 'summary-list-total'}>
        <dt>Net Amount</dt>
        <dd>{quote ? formatUsd(quote.netCents) : '—'}</dd>
      </div>
      {method && (
        <div>
          <dt>Method</dt>
          <dd>{WITHDRAWAL_FEES[method].label}</dd>
        </div>
      )}
    </dl>
  );
}
