import { useEffect, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { KycStatus } from '@portal/contracts';
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
  const previous = useRef(status);
  const duration = useRef(durationMs);
  duration.current = durationMs;
  const [notice, setNotice] = useState<KycResultNotice | null>(null);
  const queryClient = useQueryClient();

  useEffect(() => {
    const was = previous.current;
    previous.current = status;
    if (was === status) return;
    if (was === 'pending' && (status === 'approved' || status === 'rejected')) {
      setNotice({
        decision: status,
        durationMs: duration.current(status),
      });
      // The balance and lists may change with the decision (money features unlock on approval).
      void queryClient.invalidateQueries({ queryKey: getDashboardQueryOptions().queryKey });
    } else {
      setNotice(null);
    }
  }, [status, queryClient]);

  useEffect(() => {
    if (!notice) return;
    const timer = setTimeout(() => setNotice(null), notice.durationMs);
    return () => clearTimeout(timer);
  }, [notice]);

  return notice;
}
