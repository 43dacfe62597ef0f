import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { QUARTER_WARNING_PERCENT, formatUsd } from '@portal/contracts/web';
import { Field, UsdAmountInput } from '@portal/web-core/ui';
import type { WithdrawalWizard } from '../hooks/use-withdrawal-wizard';
import { StepError, StepHeading } from './StepHeading';

/** Step 1: the balance and the current quarter, and the amount (checked by the contracts' rule). */
export function AmountStep({ wizard }: { wizard: WithdrawalWizard }) {
  const { t } = useTranslation();
  const { state, dispatch, limits: query, submitAmount } = wizard;
  const limits = query.data;
  const { error } = state;
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    submitAmount();
  };
  return (
    <form onSubmit={onSubmit} noValidate aria-labelledby="mny-step-title">
      <StepHeading focus={state.focusHeading}>{t('wizard.amountTitle')}</StepHeading>
      {limits ? (
        <div className={`mny-quarter ${limits.warning || limits.limitReached ? 'mny-quarter-warning' : ''}`}>
          <div>
            <span className="mny-k">{t('wizard.availableBalance')}</span>
            <strong className="mny-v" data-testid="available-balance">
              {formatUsd(limits.currentBalance)}
            </strong>
          </div>
          <div>
            <span className="mny-k">{t('wizard.quarterRemaining', { quarter: limits.currentQuarterLabel })}</span>
            <strong className="mny-v" data-testid="quarter-remaining">
              {formatUsd(Math.max(0, limits.currentQuarterRemaining))}
            </strong>
          </div>
          <div>
            <span className="mny-k">{t('wizard.quarterPeriod')}</span>
            <span className="mny-v">{limits.currentQuarterPeriod}</span>
          </div>
          <div>
            <span className="mny-k">{t('wizard.daysRemaining')}</span>
            <span className="mny-v">{limits.daysRemainingInQuarter}</span>
          </div>
          {(limits.warning || limits.limitReached) && (
            <p className="mny-quarter-note" role="note">
              {limits.limitReached
                ? t('wizard.limitReached', { quarter: limits.currentQuarterLabel })
                : t('wizard.limitWarning', {
                    percent: QUARTER_WARNING_PERCENT,
                    quarter: limits.currentQuarterLabel,
                    used: formatUsd(limits.currentQuarterUsed),
                    limit: formatUsd(limits.currentQuarterLimit),
                  })}
            </p>
          )}
        </div>
      ) : (
        <div className="alert alert-warning" role="alert">
          {t('wizard.noGrant')}
        </div>
      )}
      <Field id="mny-amount" label={t('wizard.amountLabel')}>
        <UsdAmountInput
          id="mny-amount"
          name="amount"
          placeholder="0.00"
          value={state.amountText}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? 'mny-amount-error' : undefined}
          onChange={(e) => dispatch({ type: 'amountTyped', text: e.target.value })}
        />
      </Field>
      <StepError message={error} id="mny-amount-error" />
      <div className="mny-actions">
        <button type="submit" className="btn btn-primary" disabled={!limits}>
          {t('wizard.next')}
        </button>
      </div>
    </form>
  );
}
