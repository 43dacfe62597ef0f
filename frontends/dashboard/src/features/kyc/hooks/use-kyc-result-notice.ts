import { useEffect, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { KycStatus } from '@portal/contracts/web';
import { getDashboardQueryOptions } from '@portal/web-core';

export interface KycResultNotice {
  decision: 'approved' | 'rejected';
  durationMs: number;
}

/**
 * The transient notice shown when a pending review is decided (spec 1 §4): approved or rejected, for as
 * long as durationMs says at the moment of the change (10 s on the KYC screen; 5 s / 7 s on the dashboard).
 * Any later status change (a resubmission, say) ends it early.
 */
export function useKycResultNotice(status: KycStatus | undefined, durationMs: (decision: 'approved' | 'rejected') => number) {
  // The status of the previous render: a change is seen while rendering, so the notice comes with it.
  const [previous, setPrevious] = useState(status);
  const [notice, setNotice] = useState<KycResultNotice | null>(null);
  const queryClient = useQueryClient();

  if (previous !== status) {
    setPrevious(status);
    setNotice(
      previous === 'pending' && (status === 'approved' || status === 'rejected')
        ? {
            decision: status,
            durationMs: durationMs(status),
          }
        : null,
    );
  }

  useEffect(() => {
    if (!notice) return;
    // The balance and lists may change with the decision (money features unlock on approval).
    void queryClient.invalidateQueries({ queryKey: getDashboardQueryOptions().queryKey });
    const timer = setTimeout(() => setNotice(null), notice.durationMs);
    return () => clearTimeout(timer);
  }, [notice, queryClient]);

  return notice;
}
