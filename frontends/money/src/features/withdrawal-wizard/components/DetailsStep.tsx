import { useEffect, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { budgetLineOf, formatUsd, type WithdrawalMethod } from '@portal/contracts/web';
import { BudgetLineField, focusFirstInvalid } from '@portal/web-core/ui';
import type { WithdrawalWizard } from '../hooks/use-withdrawal-wizard';
import { MethodDetailsForm } from './MethodDetailsForm';
import { StepError, StepHeading } from './StepHeading';

/** Step 3: the chosen method's payment details. */
export function DetailsStep({ wizard, method }: { wizard: WithdrawalWizard; method: WithdrawalMethod }) {
  const { t } = useTranslation();
  const { state, dispatch, submitDetails } = wizard;
  const label = t(`withdrawals.method_${method}`);
  const { fieldErrors, fieldErrorsShown } = state;
  // After each refused submit, the first invalid field (in the form's order) takes the focus.
  useEffect(() => {
    if (fieldErrorsShown > 0) focusFirstInvalid(Object.keys(fieldErrors));
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per refused submit, not per keystroke
  }, [fieldErrorsShown]);
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    submitDetails();
  };
  return (
    <form onSubmit={onSubmit} noValidate aria-labelledby="mny-step-title">
      <StepHeading focus={state.focusHeading}>{t('wizard.detailsTitle', { method: label })}</StepHeading>
      <p className="mny-muted">{t('wizard.detailsIntro', { amount: formatUsd(state.amountCents), method: label })}</p>
      <MethodDetailsForm method={method} details={state.details} errors={fieldErrors} onChange={(details) => dispatch({ type: 'detailsTyped', details })} />
      <BudgetLineField
        id="mny-budget-line"
        value={state.budgetLine}
        defaultLine={budgetLineOf({ kind: 'withdrawal', method })}
        onChange={(line) => dispatch({ type: 'budgetLineChosen', line })}
      />
      <StepError message={state.error} />
      <div className="mny-actions">
        <button type="button" className="btn btn-outline" onClick={() => dispatch({ type: 'back' })}>
          {t('wizard.back')}
        </button>
        <button type="submit" className="btn btn-primary">
          {t('wizard.next')}
        </button>
      </div>
    </form>
  );
}
