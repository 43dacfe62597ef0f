import { useNeedsSecondApproval } from '../../../lib/approvals-query';
import { useRequestApproval } from '../api/request-approval';

/**
 * A money dialog's two ways to act: the direct mutation, or (above the four-eyes threshold) a request
 * that a different admin approves. `active` is the one the amount calls for.
 */
export function useFourEyes<Direct>(direct: Direct, amountCents: number) {
  const requestApproval = useRequestApproval();
  const viaApproval = useNeedsSecondApproval(amountCents);
  return { requestApproval, viaApproval, active: viaApproval ? requestApproval : direct };
}
