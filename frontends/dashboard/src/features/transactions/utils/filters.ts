import { TRANSACTION_CATEGORIES, TRANSACTION_SEARCH_MAX_LENGTH, type Api, type RouteInput } from '@portal/contracts/web';

export type TransactionCategory = (typeof TRANSACTION_CATEGORIES)[number];

/** The filters of the transaction list and its CSV export; '' means "not filtered". */
export interface TransactionFilters {
  from: string;
  to: string;
  type: '' | 'credit' | 'debit';
  category: '' | TransactionCategory;
  q: string;
}

export const EMPTY_FILTERS: TransactionFilters = { from: '', to: '', type: '', category: '', q: '' };

/** label: the catalogue key. */
export const TYPE_OPTIONS = [
  { value: '', label: 'transactions.typeAll' },
  { value: 'credit', label: 'transactions.credit' },
  { value: 'debit', label: 'transactions.debit' },
] as const satisfies readonly { value: TransactionFilters['type']; label: string }[];

/** Spec 2 §2.6 lists grant, fee and transfer; the ledger also books withdrawals and admin adjustments. */
export const CATEGORY_OPTIONS = [
  { value: '', label: 'transactions.categoryAny' },
  { value: 'grant', label: 'transactions.category_grant' },
  { value: 'fee', label: 'transactions.category_fee' },
  { value: 'transfer', label: 'transactions.category_transfer' },
  { value: 'withdrawal', label: 'transactions.category_withdrawal' },
  { value: 'adjustment', label: 'transactions.category_adjustment' },
] as const satisfies readonly { value: TransactionFilters['category']; label: string }[];

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
    q: f.q.trim().slice(0, TRANSACTION_SEARCH_MAX_LENGTH),
  };
}

/** The query of the export, and of each page of the list: the filters that are set. */
export function transactionsQuery(f: TransactionFilters): NonNullable<RouteInput<typeof Api.me.transactionsCsv>['query']> {
  const n = normaliseFilters(f);
  return {
    type: n.type || undefined,
    category: n.category || undefined,
    from: n.from || undefined,
    to: n.to || undefined,
    q: n.q || undefined,
  };
}
