// What the postings benchmark (`npm run bench`) and its short form in `npm test` share: the funded
// recipients it moves money between, fresh tokens for k6, and the ledger invariants checked after the load.
import pg from 'pg';
import { Api, isRecipientMe } from '@portal/contracts';
import { clientFor } from './client.js';
import { databaseUrl, tokenFor, DEMO_ADMIN } from './platform.js';
import { fundedRecipient, PIN } from './money.js';

export interface BenchRecipient {
  userId: string;
  email: string;
  password: string;
  accountNumber: string;
}

/** `count` approved, KYC-approved recipients with a PIN and a grant, each with its account number. */
export async function benchRecipients(count: number, grantCents = 100_000_000): Promise<BenchRecipient[]> {
  const recipients: BenchRecipient[] = [];
  for (let i = 0; i < count; i++) {
    const r = await fundedRecipient(grantCents, 1);
    const me = await clientFor(r.token).answer(Api.me.get);
    if (me.status !== 200 || !isRecipientMe(me.body)) throw new Error(`no account number for ${r.email}: ${JSON.stringify(me.body)}`);
    recipients.push({ userId: r.userId, email: r.email, password: r.password, accountNumber: me.body.accountNumber });
  }
  return recipients;
}

/** Tokens live 5 minutes; a phase runs under 2. */
const ADMIN_TOKEN_MIN_VALIDITY_MS = 240_000;

/** What k6 needs: an admin token and each recipient's token (tokens live 5 minutes: sign in again before each phase). */
export async function benchTokens(recipients: BenchRecipient[]) {
  // The admin's token must outlive a whole phase (warm-up, 60 s, graceful stop): not one cached with a minute left.
  const admin = await tokenFor(DEMO_ADMIN.username, DEMO_ADMIN.password, { minValidityMs: ADMIN_TOKEN_MIN_VALIDITY_MS });
  const users = [];
  for (const r of recipients) users.push({ userId: r.userId, accountNumber: r.accountNumber, token: await tokenFor(r.email, r.password) });
  return { admin, pin: PIN, users };
}

export interface LedgerInvariants {
  /** Sum of every account's balance: money is neither created nor lost. */
  totalCents: number;
  /** Postings whose entries do not sum to zero. */
  unbalancedPostings: number;
  /** Postings with fewer than two entries. */
  incompletePostings: number;
  /** Accounts whose balance differs from the sum of their entries. */
  driftedAccounts: number;
  /** Entries whose post-balance is not the running sum of their account's entries. */
  brokenPostBalances: number;
  /** Accounts below zero that may not be. */
  negativeAccounts: number;
  /** Idempotency keys with more than one posting. */
  keysAppliedTwice: number;
}

export const INVARIANTS_HOLD: LedgerInvariants = {
  totalCents: 0,
  unbalancedPostings: 0,
  incompletePostings: 0,
  driftedAccounts: 0,
  brokenPostBalances: 0,
  negativeAccounts: 0,
  keysAppliedTwice: 0,
};

/** The ledger invariants, read in one snapshot of the ledger database. */
export async function ledgerInvariants(connectionString = databaseUrl('portal_ledger')): Promise<LedgerInvariants> {
  const client = new pg.Client({ connectionString });
  await client.connect();
  try {
    await client.query('BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY');
    const { rows } = await client.query(`
      SELECT (SELECT COALESCE(SUM(balance_cents), 0) FROM ledger_accounts)::bigint AS total,
             (SELECT count(*) FROM (SELECT posting_id FROM ledger_entries GROUP BY posting_id HAVING SUM(amount_cents) <> 0) u)::int AS unbalanced,
             (SELECT count(*) FROM postings p WHERE (SELECT count(*) FROM ledger_entries e WHERE e.posting_id = p.id) < 2)::int AS incomplete,
             (SELECT count(*) FROM ledger_accounts a
               WHERE a.balance_cents <> (SELECT COALESCE(SUM(amount_cents), 0) FROM ledger_entries e WHERE e.account_id = a.id))::int AS drifted,
             (SELECT count(*) FROM (
                SELECT post_balance_cents, SUM(amount_cents) OVER (PARTITION BY account_id ORDER BY id) AS running FROM ledger_entries
              ) r WHERE r.post_balance_cents <> r.running)::int AS broken,
             (SELECT count(*) FROM ledger_accounts WHERE NOT allow_negative AND balance_cents < 0)::int AS negative,
             (SELECT count(*) FROM (SELECT idempotency_key FROM postings GROUP BY idempotency_key HAVING count(*) > 1) k)::int AS twice`);
    await client.query('COMMIT');
    const r = rows[0];
    return {
      totalCents: Number(r.total),
      unbalancedPostings: r.unbalanced,
      incompletePostings: r.incomplete,
      driftedAccounts: r.drifted,
      brokenPostBalances: r.broken,
      negativeAccounts: r.negative,
      keysAppliedTwice: r.twice,
    };
  } finally {
    await client.end();
  }
}
