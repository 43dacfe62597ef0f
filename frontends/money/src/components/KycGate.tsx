import { useEffect, type ReactNode } from 'react';
import { useNavigate } from '@portal/web-core/router';
import { WithdrawalMessages } from '@portal/contracts/web';
import { useProfile, useServerText } from '@portal/web-core';
import { Loading } from '@portal/web-core/ui';

/** Withdrawals need an approved KYC (spec 2 §2.5): otherwise back to the dashboard with the spec's alert. */
export function KycGate({ children }: { children: ReactNode }) {
  const serverText = useServerText();
  const profile = useProfile();
  const navigate = useNavigate();
  const approved = profile.data?.kycStatus === 'approved';
  const refused = profile.data !== undefined && !approved;
  useEffect(() => {
    if (refused) navigate('/dashboard', { replace: true, state: { alert: WithdrawalMessages.kycRequired } });
  }, [refused, navigate]);
  if (profile.isError) {
    return (
      <div className="alert alert-error" role="alert">
        {serverText(profile.error.message)}
      </div>
    );
  }
  if (!approved) return <Loading />;
  return <>{children}</>;
}
