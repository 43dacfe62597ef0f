import { staffMayCall, type BrowserRoute } from '@portal/contracts/web';
import { useAuth } from './use-auth';

type Guarded = Pick<BrowserRoute, 'access' | 'method' | 'staff'>;

/**
 * True when the signed-in back-office caller's roles let them call an admin route (the contracts' one rule,
 * the gateway's too): the admin pages show a section, a tab or an action button only when it is true, so a
 * programme officer is not offered payouts and an auditor no button that changes anything.
 */
export function useMayCall(route: Guarded): boolean {
  return staffMayCall(route, useAuth().roles);
}

/** The same rule as a function, for a list of routes (a page's tabs). */
export function useMayCallRule(): (route: Guarded) => boolean {
  const { roles } = useAuth();
  return (route) => staffMayCall(route, roles);
}
