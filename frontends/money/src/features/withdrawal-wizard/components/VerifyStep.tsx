import { useTranslation } from 'react-i18next';
import { formatUsd, type FeeQuote, type WithdrawalMethod } from '@portal/contracts/web';
import { usePinDialogTexts, useServerText } from '@portal/web-core';
import { PinConfirmDialog } from '@portal/web-core/ui';
import type { WithdrawalWizard } from '../hooks/use-withdrawal-wizard';
import { recipientOf } from '../utils/method-fields';
import { FeeSummary } from './FeeSummary';
import { StepHeading } from './StepHeading';

/** Step 4: the summary and the PIN dialog ("Confirm Transaction"); closing the dialog goes back to the details. */
export function VerifyStep({ wizard, method, quote }: { wizard: WithdrawalWizard; method: WithdrawalMethod; quote: FeeQuote }) {
  const { t } = useTranslation();
  const serverText = useServerText();
  const { state, dispatch, confirm } = wizard;
  const label = t(`withdrawals.method_${method}`);
  const rows: Array<[string, string]> = [
    [t('wizard.type'), t('wizard.withdrawal')],
    [t('wizard.amount'), formatUsd(state.amountCents)],
    [t('wizard.recipient'), recipientOf(method, state.checkedDetails) || '—'],
    [t('wizard.method'), label],
    [t('wizard.processingFee'), formatUsd(quote.feeCents)],
    [t('wizard.youReceive'), formatUsd(quote.netCents)],
  ];
  const texts = usePinDialogTexts();
  return (
    <section aria-labelledby="mny-step-title">
      {/* The PIN dialog takes the focus, not this heading. */}
      <StepHeading focus={false}>{t('wizard.verifyTitle')}</StepHeading>
      <FeeSummary amountCents={state.amountCents} quote={quote} method={method} />
      <div className="mny-actions">
        <button type="button" className="btn btn-outline" onClick={() => dispatch({ type: 'back' })}>
          {t('wizard.back')}
        </button>
        <button type="button" className="btn btn-primary" onClick={() => dispatch({ type: 'pinOpened' })}>
          {t('wizard.enterPin')}
        </button>
      </div>
      {state.pin.open && (
        <PinConfirmDialog
          texts={texts}
          purpose={t('wizard.pinPurpose')}
          digits={state.pin.digits}
          onDigits={(digits) => dispatch({ type: 'pinTyped', digits })}
          rows={rows}
          error={state.pin.error && serverText(state.pin.error)}
          locked={state.pin.locked && serverText(state.pin.locked)}
          busy={state.pin.busy}
          onCancel={() => dispatch({ type: 'pinCancelled' })}
          onConfirm={confirm}
        />
      )}
    </section>
  );
}
