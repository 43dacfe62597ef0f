import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { ErrorCodes, WithdrawalMessages, isApiError } from '@portal/contracts';
import { loadErrorText, usePinStatus } from '@portal/web-core';
import { Loading, QueryStatus, usePageTitle } from '@portal/web-core/ui';
import { Wizard } from './Wizard';

const CHECKING_PIN = 'Checking your PIN status…';

/** /withdrawals/new: the PIN status is checked first; without a PIN the recipient is sent to Settings (spec 2 §2.5). */
export function NewWithdrawalPage() {
  usePageTitle('New Withdrawal');
  const navigate = useNavigate();
  const pin = usePinStatus();
  const noPin = pin.data && !pin.data.hasPin && !pin.isFetching;
  const kycBlocked = isApiError(pin.error, ErrorCodes.kycNotApproved);
  useEffect(() => {
    if (noPin) navigate('/settings', { replace: true, state: { alert: WithdrawalMessages.pinRequired } });
    else if (kycBlocked) navigate('/dashboard', { replace: true, state: { alert: WithdrawalMessages.kycRequired } });
  }, [noPin, kycBlocked, navigate]);

  return (
    <section className="card mny-panel" aria-label="New Withdrawal">
      {pin.isError ? (
        <QueryStatus query={pin} loading={CHECKING_PIN} errorText={loadErrorText} />
      ) : pin.data?.hasPin ? (
        <Wizard pinStatus={pin.data} />
      ) : (
        <Loading label={CHECKING_PIN} />
      )}
    </section>
  );
}
