/** The admin pages' tab title suffix ("Withdrawal Management | UNSEAF Admin"). */
export const ADMIN_SITE_TITLE = 'UNSEAF Admin';
