import { WITHDRAWAL_FEES, formatUsd, type FeeQuote, type WithdrawalMethod } from '@portal/contracts';
import { PinConfirmDialog } from '@portal/web-core/ui';
import type { WithdrawalWizard } from '../hooks/use-withdrawal-wizard';
import { recipientOf } from '../utils/method-fields';
import { FeeSummary } from './FeeSummary';
import { StepHeading } from './StepHeading';

/** Step 4: the summary and the PIN dialog ("Confirm Transaction"); closing the dialog goes back to the details. */
export function VerifyStep({ wizard, method, quote }: { wizard: WithdrawalWizard; method: WithdrawalMethod; quote: FeeQuote }) {
  const { state, dispatch, confirm } = wizard;
  const label = WITHDRAWAL_FEES[method].label;
  const rows: Array<[string, string]> = [
    ['Type', 'Withdrawal'],
    ['Amount', formatUsd(state.amountCents)],
    ['Recipient', recipientOf(method, state.checkedDetails) || '—'],
    ['Method', label],
    ['Processing Fee', formatUsd(quote.feeCents)],
    ["You'll receive", formatUsd(quote.netCents)],
  ];
  return (
    <section aria-labelledby="mny-step-title">
      {/* The PIN dialog takes the focus, not this heading. */}
      <StepHeading focus={false}>Verify Your Identity</StepHeading>
      <FeeSummary amountCents={state.amountCents} quote={quote} method={method} />
      <div className="mny-actions">
        <button type="button" className="btn btn-outline" onClick={() => dispatch({ type: 'back' })}>
          Back
        </button>
        <button type="button" className="btn btn-primary" onClick={() => dispatch({ type: 'pinOpened' })}>
          Enter PIN
        </button>
      </div>
      {state.pin.open && (
        <PinConfirmDialog
          purpose="this withdrawal"
          digits={state.pin.digits}
          onDigits={(digits) => dispatch({ type: 'pinTyped', digits })}
          rows={rows}
          error={state.pin.error}
          locked={state.pin.locked}
          busy={state.pin.busy}
          onCancel={() => dispatch({ type: 'pinCancelled' })}
          onConfirm={confirm}
        />
      )}
    </section>
  );
}
