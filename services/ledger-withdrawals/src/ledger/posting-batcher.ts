import { Inject, Injectable } from '@nestjs/common';
import { SqlPool, recordAdminActions, type AdminActionEntry, type SqlExecutor } from '@portal/service-kit';
import {
  checkLines,
  IdempotencyKeyReusedError,
  InsufficientFundsError,
  type EntryCategory,
  type PostingResult,
  entryFromRow,
  type EntryRow,
} from './posting-engine.js';
import { FourEyesRequiredError, type FourEyesExposure } from './four-eyes.js';

/** A posting whose accounts are named by code ('recipient:<user id>' is opened on first use). */
export interface CodedPosting {
  idempotencyKey: string;
  kind: string;
  description: string;
  reference?: string | null;
  actorId?: string | null;
  lines: { code: string; amountCents: bigint; category: EntryCategory; description: string; reference?: string | null }[];
  /**
   * An admin's direct move, checked against the four-eyes window inside the batch's transaction, under the
   * recipient account's lock (`account` is its code): refused with FourEyesRequiredError when it would cross a limit.
   */
  fourEyes?: FourEyesExposure & { account: string };
  /** The admin action this posting is, audited in the posting's own transaction (not for a replay or a refusal). */
  audit?: (posted: PostingResult) => AdminActionEntry;
}

type Outcome =
  | { outcome: 'posted' | 'replayed'; postingId: string; entries: EntryRow[] }
  | { outcome: 'insufficient'; accountId: string }
  | { outcome: 'key_reused' }
  | { outcome: 'four_eyes'; limitCents: number };

/** An entry as `to_jsonb(ledger_entries row)` writes it. */
interface Waiting {
  posting: CodedPosting;
  resolve: (outcome: Outcome) => void;
  reject: (error: unknown) => void;
}

/** Postings per statement: enough for every concurrent caller, small enough to keep a batch short. */
const MAX_BATCH = 64;

/**
 * Group commit: postings that arrive while a batch is being written wait and go together in the next
 * one — one statement (`ledger_post_batch`, migrations 0006, 0009, 0010 and 0017), plus one for the batch's audit entries
 * (the outbox rows of the postings that carry an `audit`), in one transaction with one WAL flush: a
 * posting and its audit entry commit together or not at all. Nothing waits for a timer: an idle
 * ledger writes a lone posting at once. Each caller gets its own posting's
 * outcome; a batch the database refuses as a whole (it should not happen) is retried posting by
 * posting, so one bad posting cannot fail the others. Every answer is sent after the commit.
 */
@Injectable()
export class PostingBatcher {
  private queue: Waiting[] = [];
  private writing = false;

  constructor(@Inject(SqlPool) private readonly pool: SqlPool) {}

  /**
   * Writes the posting (or finds it by its key); throws InsufficientFundsError or IdempotencyKeyReusedError like `post`,
   * and FourEyesRequiredError for a direct move above the four-eyes window's limits.
   */
  async post(posting: CodedPosting): Promise<PostingResult> {
    checkLines(posting.lines.map((l) => ({ accountId: l.code, amountCents: l.amountCents })));
    const outcome = await new Promise<Outcome>((resolve, reject) => {
      this.queue.push({ posting, resolve, reject });
      if (!this.writing) void this.drain();
    });
    if (outcome.outcome === 'insufficient') throw new InsufficientFundsError(outcome.accountId);
    if (outcome.outcome === 'key_reused') throw new IdempotencyKeyReusedError();
    if (outcome.outcome === 'four_eyes') throw new FourEyesRequiredError(Number(outcome.limitCents));
    return { postingId: outcome.postingId, replayed: outcome.outcome === 'replayed', entries: outcome.entries.map(entryFromRow) };
  }

  private async drain(): Promise<void> {
    this.writing = true;
    try {
      while (this.queue.length > 0) {
        const batch = this.queue.splice(0, MAX_BATCH);
        try {
          const outcomes = await this.write(batch.map((w) => w.posting));
          batch.forEach((w, i) => w.resolve(outcomes[i]));
        } catch (error) {
          if (batch.length === 1) batch[0].reject(error);
          else for (const w of batch) await this.write([w.posting]).then(([o]) => w.resolve(o), w.reject);
        }
      }
    } finally {
      this.writing = false;
    }
  }

  private async write(postings: CodedPosting[]): Promise<Outcome[]> {
    const batch = postings.map((p) => ({
      key: p.idempotencyKey,
      kind: p.kind,
      description: p.description,
      reference: p.reference ?? null,
      actor: p.actorId ?? null,
      ...(p.fourEyes ? { four_eyes: p.fourEyes } : {}),
      lines: p.lines.map((l) => ({
        code: l.code,
        amount: l.amountCents.toString(),
        category: l.category,
        description: l.description,
        reference: l.reference ?? null,
      })),
    }));
    const client = await this.pool.connect();
    let failed: unknown;
    try {
      await client.query('BEGIN');
      const { rows } = await client.query<{ results: Outcome[] }>('SELECT ledger_post_batch($1::jsonb) AS results', [JSON.stringify(batch)]);
      const results = rows[0]?.results;
      if (!Array.isArray(results) || results.length !== postings.length) throw new Error('ledger_post_batch answered a different number of results');
      const audits = postings.flatMap((p, i) => {
        const outcome = results[i];
        return p.audit && outcome.outcome === 'posted'
          ? [p.audit({ postingId: outcome.postingId, replayed: false, entries: outcome.entries.map(entryFromRow) })]
          : [];
      });
      const tx: SqlExecutor = { $executeRawUnsafe: (sql, ...values) => client.query(sql, values).then((r) => r.rowCount ?? 0) };
      await recordAdminActions(tx, audits);
      await client.query('COMMIT');
      return results;
    } catch (error) {
      failed = error;
      await client.query('ROLLBACK').catch(() => undefined);
      throw error;
    } finally {
      // After a failure the connection is closed rather than given back (it may have broken mid-transaction).
      client.release(failed !== undefined);
    }
  }
}
