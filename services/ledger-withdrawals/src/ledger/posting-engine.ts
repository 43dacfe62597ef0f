import { createHash, randomUUID } from 'node:crypto';
import type { Db } from '../prisma/prisma.service.js';

export type EntryCategory = 'grant' | 'fee' | 'transfer' | 'withdrawal' | 'payment' | 'adjustment';

export interface PostingLine {
  accountId: string;
  /** Positive raises the account's balance, negative lowers it. */
  amountCents: bigint;
  category: EntryCategory;
  description: string;
  reference?: string | null;
}

export interface PostingCommand {
  idempotencyKey: string;
  kind: string;
  description: string;
  reference?: string | null;
  actorId?: string | null;
  lines: PostingLine[];
  /** The grant budget line an outgoing payment (or the return of one) counts against. */
  budgetLine?: string | null;
  /** The outgoing posting this one finishes: its payout sent, or its money returned. */
  budgetOf?: string | null;
  /** Let through above its budget line's remaining under a warning budget. */
  budgetFlagged?: boolean;
}

export interface PostedEntry {
  id: bigint;
  accountId: string;
  amountCents: bigint;
  postBalanceCents: bigint;
  transactionNumber: string;
  category: string;
  description: string;
  reference: string | null;
  status: string;
  createdAt: Date;
}

export interface PostingResult {
  postingId: string;
  /** True when the idempotency key was seen before: nothing moved this time. */
  replayed: boolean;
  entries: PostedEntry[];
}

export class InsufficientFundsError extends Error {
  constructor(readonly accountId: string) {
    super(`Insufficient balance on account ${accountId}`);
    this.name = 'InsufficientFundsError';
  }
}

export class IdempotencyKeyReusedError extends Error {
  constructor() {
    super('This idempotency key was already used for a different request');
    this.name = 'IdempotencyKeyReusedError';
  }
}

/** A posting is at least two non-zero lines, one per account, summing to zero. */
export function checkLines(lines: Pick<PostingLine, 'accountId' | 'amountCents'>[]): void {
  if (lines.length < 2) throw new Error('A posting needs at least two lines');
  const total = lines.reduce((sum, l) => sum + l.amountCents, 0n);
  if (total !== 0n) throw new Error(`Posting lines must sum to zero, got ${total}`);
  if (lines.some((l) => l.amountCents === 0n)) throw new Error('A posting line cannot be zero');
  if (new Set(lines.map((l) => l.accountId)).size !== lines.length) throw new Error('One line per account');
}

/** The request's fingerprint (ledger_post_batch, migrations 0006 and 0009, computes the same in SQL). */
function fingerprint(command: PostingCommand): string {
  const lines = [...command.lines].sort((a, b) => a.accountId.localeCompare(b.accountId)).map((l) => `${l.accountId}:${l.amountCents}:${l.category}`);
  return createHash('sha256')
    .update(`${command.kind}|${lines.join(',')}`)
    .digest('hex');
}

/**
 * Writes one balanced posting inside the caller's transaction: locks the touched accounts in a
 * fixed order, moves their balances (refusing any overdraft in the same statement), and records
 * one entry per account carrying its post-balance. A repeated idempotency key returns the first
 * posting's entries and moves nothing.
 */
export async function post(tx: Db, command: PostingCommand): Promise<PostingResult> {
  checkLines(command.lines);

  const print = fingerprint(command);
  const postingId = randomUUID();
  const inserted = await tx.$queryRaw<{ id: string }[]>`
    INSERT INTO postings (id, kind, idempotency_key, fingerprint, description, reference, actor_id, budget_line, budget_of, budget_flagged)
    VALUES (${postingId}::uuid, ${command.kind}, ${command.idempotencyKey}, ${print}, ${command.description},
            ${command.reference ?? null}, ${command.actorId ?? null}::uuid, ${command.budgetLine ?? null}, ${command.budgetOf ?? null}::uuid,
            ${command.budgetFlagged ?? false})
    ON CONFLICT (idempotency_key) DO NOTHING
    RETURNING id`;
  if (inserted.length === 0) return replay(tx, command.idempotencyKey, print);

  const entries: PostedEntry[] = [];
  const ordered = [...command.lines].sort((a, b) => a.accountId.localeCompare(b.accountId));
  for (const line of ordered) {
    const moved = await tx.$queryRaw<{ balance_cents: bigint }[]>`
      UPDATE ledger_accounts SET balance_cents = balance_cents + ${line.amountCents}
      WHERE id = ${line.accountId}::uuid AND (allow_negative OR balance_cents + ${line.amountCents} >= 0)
      RETURNING balance_cents`;
    if (moved.length === 0) throw new InsufficientFundsError(line.accountId);
    const [entry] = await tx.$queryRaw<EntryRow[]>`
      INSERT INTO ledger_entries (posting_id, account_id, amount_cents, post_balance_cents, transaction_number,
                                  category, description, reference)
      VALUES (${postingId}::uuid, ${line.accountId}::uuid, ${line.amountCents}, ${moved[0].balance_cents},
              'TRX' || lpad(nextval('transaction_number_seq')::text, 8, '0'),
              ${line.category}, ${line.description}, ${line.reference ?? command.reference ?? null})
      RETURNING ${ENTRY_COLUMNS}`;
    entries.push(entryFromRow(entry));
  }
  return { postingId, replayed: false, entries };
}

async function replay(tx: Db, idempotencyKey: string, print: string): Promise<PostingResult> {
  const [existing] = await tx.$queryRaw<{ id: string; fingerprint: string }[]>`
    SELECT id, fingerprint FROM postings WHERE idempotency_key = ${idempotencyKey}`;
  if (!existing) throw new Error('Posting vanished during replay');
  if (existing.fingerprint !== print) throw new IdempotencyKeyReusedError();
  const rows = await tx.$queryRaw<EntryRow[]>`
    SELECT ${ENTRY_COLUMNS} FROM ledger_entries WHERE posting_id = ${existing.id}::uuid ORDER BY id`;
  return { postingId: existing.id, replayed: true, entries: rows.map(entryFromRow) };
}

/**
 * An entry row as SQL answers it: through Prisma (bigint ids and amounts, a Date) or inside a JSON
 * result of the posting functions (numbers, ISO text).
 */
export interface EntryRow {
  id: bigint | number;
  account_id: string;
  amount_cents: bigint | number;
  post_balance_cents: bigint | number;
  transaction_number: string;
  category: string;
  description: string;
  reference: string | null;
  status: string;
  created_at: Date | string;
}

// A fixed fragment, not user input.
import { Prisma as P } from '../generated/prisma/client.js';
export const ENTRY_COLUMNS = P.sql`id, account_id, amount_cents, post_balance_cents, transaction_number, category, description, reference, status, created_at`;

export function entryFromRow(r: EntryRow): PostedEntry {
  return {
    id: BigInt(r.id),
    accountId: r.account_id,
    amountCents: BigInt(r.amount_cents),
    postBalanceCents: BigInt(r.post_balance_cents),
    transactionNumber: r.transaction_number,
    category: r.category,
    description: r.description,
    reference: r.reference,
    status: r.status,
    createdAt: new Date(r.created_at),
  };
}
