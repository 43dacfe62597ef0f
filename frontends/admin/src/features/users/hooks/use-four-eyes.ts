import { useState } from 'react';
import { needsSecondApproval } from '@portal/contracts/web';
import { isFourEyesRefusal, useFourEyesThreshold, useRequestApproval } from '../../../lib/approvals-query';

/**
 * A money dialog's two ways to act: the direct mutation, or a request that a different admin approves.
 * `active` is the one the amount calls for: above the four-eyes threshold, and also for an amount the ledger
 * has just refused directly because of what was already moved to the recipient within its window
 * (`refusedDirect` then holds the ledger's message, for the dialog to show).
 */
export function useFourEyes<Direct extends { error: unknown }>(direct: Direct, amountCents: number) {
  const requestApproval = useRequestApproval();
  const thresholdCents = useFourEyesThreshold();
  const [refused, setRefused] = useState<{ error: Error; amountCents: number } | null>(null);
  // Remembered once per refusal (the dialog clears the mutation's error when it sends again).
  if (isFourEyesRefusal(direct.error, thresholdCents) && refused?.error !== direct.error) setRefused({ error: direct.error, amountCents });
  const byWindow = refused !== null && refused.amountCents === amountCents;
  const viaApproval = (thresholdCents !== undefined && needsSecondApproval(amountCents, thresholdCents)) || byWindow;
  return { requestApproval, viaApproval, refusedDirect: byWindow ? refused.error.message : null, active: viaApproval ? requestApproval : direct };
}
