import { KycRequiredMessages } from '@portal/contracts';

/** Transaction History texts (spec 2 §2.6 and §8 "Dashboard and transactions"). */
export const TransactionMessages = {
  title: 'Transaction History',
  empty: 'No transactions found',
  loading: 'Loading transactions…',
  loadFailed: 'Failed to load transactions. Please try again.',
  loginRequired: 'Please log in to view transactions',
  /** The gateway's own text for a 403 KYC_NOT_APPROVED; the answer's message is shown when it has one. */
  kycRequired: KycRequiredMessages.transactions,
  exportFailed: 'Failed to export transactions. Please try again.',
  searchPlaceholder: 'Transaction no., description or reference',
  invalidRange: 'The From date must be on or before the To date.',
} as const;
