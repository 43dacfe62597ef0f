import { useTranslation } from 'react-i18next';
import type { PinStatus } from '@portal/contracts/web';
import { loadErrorText } from '@portal/web-core';
import { QueryStatus } from '@portal/web-core/ui';
import { useWithdrawalWizard } from '../hooks/use-withdrawal-wizard';
import { AmountStep } from './AmountStep';
import { DetailsStep } from './DetailsStep';
import { DoneStep } from './DoneStep';
import { MethodStep } from './MethodStep';
import { Stepper } from './Stepper';
import { VerifyStep } from './VerifyStep';

/** The withdrawal wizard of spec 2 §2.5: Amount → Method → Details → Verify (PIN) → Done. */
export function Wizard({ pinStatus }: { pinStatus: PinStatus | undefined }) {
  const { t } = useTranslation();
  const wizard = useWithdrawalWizard(pinStatus);
  const { state, limits, quote } = wizard;
  if (!limits.isSuccess)
    return <QueryStatus query={limits} loading={t('wizard.loadingBalance')} errorText={(error) => loadErrorText(error)} retryLabel={t('common.retry')} />;
  return (
    <div className="mny-wizard">
      <Stepper step={state.step} />
      {state.step === 'amount' && <AmountStep wizard={wizard} />}
      {state.step === 'method' && <MethodStep wizard={wizard} />}
      {state.step === 'details' && state.method && <DetailsStep wizard={wizard} method={state.method} />}
      {state.step === 'verify' && state.method && quote && <VerifyStep wizard={wizard} method={state.method} quote={quote} />}
      {state.step === 'done' && state.result && <DoneStep wizard={wizard} result={state.result} />}
    </div>
  );
}
