import { Api } from '@portal/contracts/web';
import { api, saveFile } from '@portal/web-core';
import { transactionsQuery, type TransactionFilters } from '../utils/filters';

/** The filtered transactions as CSV, saved as transactions.csv. Throws ApiError like every call. */
export async function exportTransactionsCsv(filters: TransactionFilters): Promise<void> {
  saveFile(await api.call(Api.me.transactionsCsv, { query: transactionsQuery(filters) }), 'transactions.csv');
}
