/**
 * Every list of recipients (pending approval, approved with balances) has a key that starts with this:
 * an approval, a funds adjustment or a failed withdrawal (money back on a balance) refreshes them all.
 */
export const ADMIN_USERS_QUERY_KEY = ['admin', 'users'] as const;

/**
 * The Financial tab's money lists (recent activity, transfers, project payments) have keys that start
 * with this: any status change of a transfer, project payment or withdrawal refreshes them all.
 */
export const ADMIN_MONEY_QUERY_KEY = ['admin', 'money-moves'] as const;
