import type { ApiError } from '@portal/contracts/web';

/** The error row of every withdrawals list. */
export const withdrawalsLoadFailed = (error: ApiError) => `Failed to load withdrawals: ${error.message}`;
