import type { FormEvent } from 'react';
import { WITHDRAWAL_FEES, formatUsd, type WithdrawalMethod } from '@portal/contracts';
import type { WithdrawalWizard } from '../hooks/use-withdrawal-wizard';
import { MethodDetailsForm } from './MethodDetailsForm';
import { StepError, StepHeading } from './StepHeading';

/** Step 3: the chosen method's payment details. */
export function DetailsStep({ wizard, method }: { wizard: WithdrawalWizard; method: WithdrawalMethod }) {
  const { state, dispatch, submitDetails } = wizard;
  const label = WITHDRAWAL_FEES[method].label;
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    submitDetails();
  };
  return (
    <form onSubmit={onSubmit} noValidate aria-labelledby="mny-step-title">
      <StepHeading focus={state.focusHeading}>{label} Details</StepHeading>
      <p className="mny-muted">
        Withdrawing {formatUsd(state.amountCents)} by {label}. Fields marked * are required.
      </p>
      <MethodDetailsForm method={method} details={state.details} onChange={(details) => dispatch({ type: 'detailsTyped', details })} />
      <StepError message={state.error} />
      <div className="mny-actions">
        <button type="button" className="btn btn-outline" onClick={() => dispatch({ type: 'back' })}>
          Back
        </button>
        <button type="submit" className="btn btn-primary">
          Continue
        </button>
      </div>
    </form>
  );
}
