import { useReducer } from 'react';
import { useNavigate } from '@portal/web-core/router';
import { useQueryClient } from '@tanstack/react-query';
import { WithdrawalMessages, quoteWithdrawal, type PinStatus } from '@portal/contracts/web';
import { getPinStatusQueryOptions, newIdempotencyKey } from '@portal/web-core';
import { useCreateWithdrawal } from '../api/create-withdrawal';
import { getWithdrawalLimitsQueryOptions, useWithdrawalLimits } from '../api/get-withdrawal-limits';
import { pinLockMessage } from '../utils/pin-lock';
import { describeSubmitFailure } from '../utils/submit-failure';
import { initialWizardState, pinComplete, wizardReducer } from '../utils/wizard-reducer';

/** The first PIN box, focused again after a failed attempt. */
export const FIRST_PIN_BOX_ID = 'mny-pin-0';

/**
 * The withdrawal wizard's state (a reducer with the step order of spec 2 §2.5) and the parts that
 * talk to the world: the quarter's limits, the submission, and what a refusal changes elsewhere.
 */
export function useWithdrawalWizard(pinStatus: PinStatus | undefined) {
  const [state, dispatch] = useReducer(wizardReducer, initialWizardState);
  const limits = useWithdrawalLimits();
  const create = useCreateWithdrawal();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const quote = state.method && state.amountCents > 0 ? quoteWithdrawal(state.method, state.amountCents) : null;

  const confirm = async () => {
    if (!state.method || state.pin.busy) return;
    if (!pinComplete(state.pin.digits)) {
      dispatch({ type: 'pinIncomplete' });
      return;
    }
    const idempotencyKey = state.idempotencyKey ?? newIdempotencyKey();
    dispatch({ type: 'submitStarted' });
    try {
      const result = await create.mutateAsync({
        amountCents: state.amountCents,
        method: state.method,
        methodDetails: state.checkedDetails,
        ...(state.budgetLine ? { budgetLine: state.budgetLine } : {}),
        pin: state.pin.digits.join(''),
        idempotencyKey,
      });
      dispatch({ type: 'submitSucceeded', result });
    } catch (error) {
      const failure = describeSubmitFailure(error);
      if (failure.kycRefused) {
        navigate('/dashboard', { replace: true, state: { alert: WithdrawalMessages.kycRequired } });
        return;
      }
      dispatch({
        type: 'submitFailed',
        error: failure.error,
        locked: failure.locked,
        idempotencyKey: failure.newSubmission ? newIdempotencyKey() : idempotencyKey,
      });
      if (failure.refresh === 'pin') void queryClient.invalidateQueries({ queryKey: getPinStatusQueryOptions().queryKey });
      if (failure.refresh === 'limits') void queryClient.invalidateQueries({ queryKey: getWithdrawalLimitsQueryOptions().queryKey });
      window.setTimeout(() => document.getElementById(FIRST_PIN_BOX_ID)?.focus(), 0);
    }
  };

  return {
    state,
    dispatch,
    limits,
    quote,
    submitAmount: () => dispatch({ type: 'amountSubmitted', limits: limits.data ?? null }),
    submitDetails: () => dispatch({ type: 'detailsSubmitted', locked: pinLockMessage(pinStatus), idempotencyKey: newIdempotencyKey() }),
    confirm: () => void confirm(),
  };
}

export type WithdrawalWizard = ReturnType<typeof useWithdrawalWizard>;
