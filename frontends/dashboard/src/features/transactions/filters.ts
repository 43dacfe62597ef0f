import { TRANSACTION_CATEGORIES } from '@portal/contracts';

export type TransactionCategory = (typeof TRANSACTION_CATEGORIES)[number];

/** The filters of GET /api/transactions and its CSV export; '' means "not filtered". */
export interface TransactionFilters {
  from: string;
  to: string;
  type: '' | 'credit' | 'debit';
  category: '' | TransactionCategory;
  q: string;
}

export const EMPTY_FILTERS: TransactionFilters = { from: '', to: '', type: '', category: '', q: '' };

/** The most rows one request asks for (the gateway's maximum). */
export const TRANSACTIONS_LIMIT = 500;

export const TYPE_OPTIONS: readonly { value: TransactionFilters['type']; label: string }[] = [
  { value: '', label: 'All' },
  { value: 'credit', label: 'Credit' },
  { value: 'debit', label: 'Debit' },
];

/** Spec 2 §2.6 lists grant, fee and transfer; the ledger also books withdrawals and admin adjustments. */
export const CATEGORY_OPTIONS: readonly { value: TransactionFilters['category']; label: string }[] = [
  { value: '', label: 'Any' },
  { value: 'grant', label: 'Grant' },
  { value: 'fee', label: 'Fee' },
  { value: 'transfer', label: 'Transfer' },
  { value: 'withdrawal', label: 'Withdrawal' },
  { value: 'adjustment', label: 'Adjustment' },
];

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** A complete YYYY-MM-DD from a date input (a partly typed year such as 0002 does not count). */
export function isCompleteDate(value: string): boolean {
  return ISO_DATE.test(value) && Number(value.slice(0, 4)) >= 1900;
}

/** From after To: nothing could match, so the list is not asked for. */
export function isInvalidRange(f: TransactionFilters): boolean {
  return isCompleteDate(f.from) && isCompleteDate(f.to) && f.from > f.to;
}

/** The filters normalised for the query key and the request: trimmed search, incomplete dates dropped. */
export function normaliseFilters(f: TransactionFilters): TransactionFilters {
  return {
    from: isCompleteDate(f.from) ? f.from : '',
    to: isCompleteDate(f.to) ? f.to : '',
    type: f.type,
    category: f.category,
    q: f.q.trim().slice(0, 100),
  };
}

/** "type=debit&from=2026-01-01&limit=500": only the filters that are set. */
export function transactionsSearchParams(f: TransactionFilters): URLSearchParams {
  const n = normaliseFilters(f);
  const params = new URLSearchParams();
  if (n.type) params.set('type', n.type);
  if (n.category) params.set('category', n.category);
  if (n.from) params.set('from', n.from);
  if (n.to) params.set('to', n.to);
  if (n.q) params.set('q', n.q);
  params.set('limit', String(TRANSACTIONS_LIMIT));
  return params;
}
