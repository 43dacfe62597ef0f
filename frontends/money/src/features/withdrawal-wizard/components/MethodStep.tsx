import type { FormEvent } from 'react';
import { WITHDRAWAL_FEES, WITHDRAWAL_METHODS, WITHDRAWAL_PROCESSING_TIME, WITHDRAWAL_TIMELINE_TEXT } from '@portal/contracts';
import type { WithdrawalWizard } from '../hooks/use-withdrawal-wizard';
import { FeeSummary } from './FeeSummary';
import { StepError, StepHeading } from './StepHeading';

/** Step 2: the four method cards with processing time and fee, and the fee preview. */
export function MethodStep({ wizard }: { wizard: WithdrawalWizard }) {
  const { state, dispatch, quote } = wizard;
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    dispatch({ type: 'methodSubmitted' });
  };
  return (
    <form onSubmit={onSubmit} noValidate aria-labelledby="mny-step-title">
      <StepHeading focus={state.focusHeading}>Select Withdrawal Method</StepHeading>
      <div className="alert alert-info mny-timeline">All withdrawal methods take {WITHDRAWAL_TIMELINE_TEXT}.</div>
      <div className="mny-methods" role="radiogroup" aria-label="Withdrawal method">
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
              <span className="mny-method-name">{fee.label}</span>
              <span className="mny-method-info" id={`mny-method-${m}-info`}>
                <span>Processing time: {WITHDRAWAL_PROCESSING_TIME}</span>
                <span>Fee: {fee.feeText}</span>
              </span>
            </label>
          );
        })}
      </div>
      <div className="mny-preview" aria-live="polite">
        <h3>Fee Preview</h3>
        <FeeSummary amountCents={state.amountCents} quote={quote} />
      </div>
      <StepError message={state.error} />
      <div className="mny-actions">
        <button type="button" className="btn btn-outline" onClick={() => dispatch({ type: 'back' })}>
          Back
        </button>
        <button type="submit" className="btn btn-primary" disabled={!state.method}>
          Continue
        </button>
      </div>
    </form>
  );
}
