import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { WITHDRAWAL_FEES, WITHDRAWAL_METHODS } from '@portal/contracts/web';
import type { WithdrawalWizard } from '../hooks/use-withdrawal-wizard';
import { FeeSummary } from './FeeSummary';
import { StepError, StepHeading } from './StepHeading';

/** Step 2: the four method cards with processing time and fee, and the fee preview. */
export function MethodStep({ wizard }: { wizard: WithdrawalWizard }) {
  const { t } = useTranslation();
  const { state, dispatch, quote } = wizard;
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    dispatch({ type: 'methodSubmitted' });
  };
  return (
    <form onSubmit={onSubmit} noValidate aria-labelledby="mny-step-title">
      <StepHeading focus={state.focusHeading}>{t('wizard.methodTitle')}</StepHeading>
      <div className="alert alert-info mny-timeline">{t('wizard.allMethodsTake', { timeline: t('wizard.timeline') })}</div>
      <div className="mny-methods" role="radiogroup" aria-label={t('wizard.methodGroup')}>
        {WITHDRAWAL_METHODS.map((m) => {
          const fee = WITHDRAWAL_FEES[m];
          return (
            <label key={m} className={`mny-method ${state.method === m ? 'is-selected' : ''}`} htmlFor={`mny-method-${m}`}>
              <input
                id={`mny-method-${m}`}
                type="radio"
                name="method"
                value={m}
                checked={state.method === m}
                aria-describedby={`mny-method-${m}-info`}
                onChange={() => dispatch({ type: 'methodChosen', method: m })}
              />
              <span className="mny-method-name">{t(`withdrawals.method_${m}`)}</span>
              <span className="mny-method-info" id={`mny-method-${m}-info`}>
                <span>{t('wizard.processingTime', { time: t('wizard.processingTimeValue') })}</span>
                <span>{t('wizard.feeText', { fee: fee.feeText })}</span>
              </span>
            </label>
          );
        })}
      </div>
      <div className="mny-preview" aria-live="polite">
        <h3>{t('wizard.feePreview')}</h3>
        <FeeSummary amountCents={state.amountCents} quote={quote} />
      </div>
      <StepError message={state.error} />
      <div className="mny-actions">
        <button type="button" className="btn btn-outline" onClick={() => dispatch({ type: 'back' })}>
          {t('wizard.back')}
        </button>
        <button type="submit" className="btn btn-primary" disabled={!state.method}>
          {t('wizard.next')}
        </button>
      </div>
    </form>
  );
}
