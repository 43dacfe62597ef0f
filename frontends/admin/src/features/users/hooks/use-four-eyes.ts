import { useState } from 'react';
import { ApprovalMessages, needsSecondApproval } from '@portal/contracts/web';
import { useFourEyesThreshold } from '../../../lib/approvals-query';
import { useRequestApproval } from '../api/request-approval';

/** Whether the ledger refused a direct move for four eyes (the same 409 and message for every reason). */
function isFourEyesRefusal(error: unknown, thresholdCents: number | undefined): error is Error {
  return (
    thresholdCents !== undefined &&
    error instanceof Error &&
    (error as { statusCode?: number }).statusCode === 409 &&
    error.message === ApprovalMessages.required(thresholdCents)
  );
}

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
