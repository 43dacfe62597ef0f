import type { FormEvent } from 'react';
import { QUARTER_WARNING_PERCENT, WithdrawalMessages, formatUsd } from '@portal/contracts';
import { Field, UsdAmountInput } from '@portal/web-core/ui';
import type { WithdrawalWizard } from '../hooks/use-withdrawal-wizard';
import { StepError, StepHeading } from './StepHeading';

/** Step 1: the balance and the current quarter, and the amount (checked by the contracts' rule). */
export function AmountStep({ wizard }: { wizard: WithdrawalWizard }) {
  const { state, dispatch, limits: query, submitAmount } = wizard;
  const limits = query.data;
  const { error } = state;
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    submitAmount();
  };
  return (
    <form onSubmit={onSubmit} noValidate aria-labelledby="mny-step-title">
      <StepHeading focus={state.focusHeading}>Withdrawal Amount</StepHeading>
      {limits ? (
        <div className={`mny-quarter ${limits.warning || limits.limitReached ? 'mny-quarter-warning' : ''}`}>
          <div>
            <span className="mny-k">Available Balance</span>
            <strong className="mny-v" data-testid="available-balance">
              {formatUsd(limits.currentBalance)}
            </strong>
          </div>
          <div>
            <span className="mny-k">{limits.currentQuarterLabel} Remaining</span>
            <strong className="mny-v" data-testid="quarter-remaining">
              {formatUsd(Math.max(0, limits.currentQuarterRemaining))}
            </strong>
          </div>
          <div>
            <span className="mny-k">Quarter Period</span>
            <span className="mny-v">{limits.currentQuarterPeriod}</span>
          </div>
          <div>
            <span className="mny-k">Days Remaining</span>
            <span className="mny-v">{limits.daysRemainingInQuarter}</span>
          </div>
          {(limits.warning || limits.limitReached) && (
            <p className="mny-quarter-note" role="note">
              {limits.limitReached
                ? `You have reached your ${limits.currentQuarterLabel} withdrawal limit.`
                : `You have used ${QUARTER_WARNING_PERCENT}% or more of your ${limits.currentQuarterLabel} limit (${formatUsd(limits.currentQuarterUsed)} of ${formatUsd(limits.currentQuarterLimit)}).`}
            </p>
          )}
        </div>
      ) : (
        <div className="alert alert-warning" role="alert">
          {WithdrawalMessages.noGrant}
        </div>
      )}
      <Field id="mny-amount" label="Withdrawal Amount (USD)">
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
          Continue
        </button>
      </div>
    </form>
  );
}
