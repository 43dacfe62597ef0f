import type { TransactionView } from '@portal/contracts';
import type { PostedEntry } from './posting-engine.js';

export function toCents(value: bigint): number {
  const n = Number(value);
  if (!Number.isSafeInteger(n)) throw new RangeError(`Amount out of range: ${value}`);
  return n;
}

/** A recipient sees each entry on their own account as a credit or a debit of a positive amount. */
export function toTransactionView(
  entry: Pick<PostedEntry, 'id' | 'transactionNumber' | 'amountCents' | 'postBalanceCents' | 'description' | 'reference' | 'status' | 'category' | 'createdAt'>,
): TransactionView {
  return {
    id: entry.id.toString(),
    transactionNumber: entry.transactionNumber,
    type: entry.amountCents > 0n ? 'credit' : 'debit',
    amountCents: toCents(entry.amountCents < 0n ? -entry.amountCents : entry.amountCents),
    postBalanceCents: toCents(entry.postBalanceCents),
    description: entry.description,
    reference: entry.reference,
    status: entry.status,
    category: entry.category,
    createdAt: entry.createdAt.toISOString(),
  };
}
