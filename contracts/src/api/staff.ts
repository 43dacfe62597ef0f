import type { RouteDeclaration } from './route.js';

/** The realm role with every power of the back office. */
export const ADMIN_ROLE = 'admin';

/**
 * The staff roles besides the full admin, by the short name a route declaration uses (`staff: ['finance']`),
 * each with its Keycloak realm role. Every one of them signs in like an admin, with the second factor.
 */
export const STAFF_ROLES = {
  /** Programme work: four-eyes approvals, KYC review, support, grants' reports and tranches, registrations and account status. */
  programme: 'programme_officer',
  /** Money: fund adjustments, withdrawals' status and payouts, accounting exports, financial activity, webhooks. */
  finance: 'finance_officer',
  /** Reads every admin route (GET), the audit log included; changes nothing. */
  auditor: 'auditor',
} as const;

/** A staff role a route may name in `staff` (the auditor's reading is a rule, never listed per route). */
export type StaffRole = Exclude<keyof typeof STAFF_ROLES, 'auditor'>;

/** Every realm role that opens the back office (admin first). */
export const BACK_OFFICE_ROLES: readonly string[] = [ADMIN_ROLE, ...Object.values(STAFF_ROLES)];

/** True when the caller holds a back-office role (admin or a staff role): it signs in with the second factor and has no recipient account. */
export function isStaff(roles: readonly string[]): boolean {
  return roles.some((role) => BACK_OFFICE_ROLES.includes(role));
}

/** A read: the auditor may make it on any admin route. */
const isRead = (route: Pick<RouteDeclaration, 'method'>) => route.method === 'GET' || (route.method as string) === 'HEAD';

/**
 * The one rule of who in the back office may call an admin route (`access: 'admin'`), used by the
 * gateway's guard and by the screens: the admin always; a programme or finance officer when the route
 * names their role in `staff`; the auditor on every read (GET/HEAD) and on no write. Any other route is
 * not the back office's: false.
 */
export function staffMayCall(route: Pick<RouteDeclaration, 'access' | 'method' | 'staff'>, roles: readonly string[]): boolean {
  if (route.access !== 'admin') return false;
  if (roles.includes(ADMIN_ROLE)) return true;
  if (route.staff?.some((role) => roles.includes(STAFF_ROLES[role]))) return true;
  return roles.includes(STAFF_ROLES.auditor) && isRead(route);
}
