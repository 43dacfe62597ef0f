import { useEffect } from 'react';
import { useNavigate } from '@portal/web-core/router';
import { useTranslation } from 'react-i18next';
import { ErrorCodes, WithdrawalMessages, isApiError } from '@portal/contracts/web';
import { loadErrorText, usePinStatus } from '@portal/web-core';
import { Loading, QueryStatus, usePageTitle } from '@portal/web-core/ui';
import { Wizard } from './Wizard';

/** /withdrawals/new: the PIN status is checked first; without a PIN the recipient is sent to Settings (spec 2 §2.5). */
export function NewWithdrawalPage() {
  const { t } = useTranslation();
  usePageTitle(t('withdrawals.newWithdrawal'));
  const navigate = useNavigate();
  const pin = usePinStatus();
  const noPin = pin.data && !pin.data.hasPin && !pin.isFetching;
  const kycBlocked = isApiError(pin.error, ErrorCodes.kycNotApproved);
  useEffect(() => {
    if (noPin) navigate('/settings', { replace: true, state: { alert: WithdrawalMessages.pinRequired } });
    else if (kycBlocked) navigate('/dashboard', { replace: true, state: { alert: WithdrawalMessages.kycRequired } });
  }, [noPin, kycBlocked, navigate]);

  return (
    <section className="card mny-panel" aria-label={t('withdrawals.newWithdrawal')}>
      {pin.isError ? (
        <QueryStatus query={pin} loading={t('wizard.checkingPin')} errorText={(error) => loadErrorText(error)} retryLabel={t('common.retry')} />
      ) : pin.data?.hasPin ? (
        <Wizard pinStatus={pin.data} />
      ) : (
        <Loading label={t('wizard.checkingPin')} />
      )}
    </section>
  );
}
