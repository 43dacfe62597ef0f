/**
 * Every query about the recipient's withdrawals (the quarter's limits, the history, receipts) has a
 * key that starts with this, so a new withdrawal refreshes them all with one invalidation.
 */
export const WITHDRAWALS_QUERY_KEY = ['withdrawals'] as const;
