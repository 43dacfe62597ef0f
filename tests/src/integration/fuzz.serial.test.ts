// Fuzzing every route of /api/docs/openapi.json with Schemathesis (scripts/lib/schemathesis.mjs) and all of
// its checks (no 5xx; status codes, content types, headers and bodies as documented; schema-violating input
// refused and valid input accepted; undeclared methods answered 405 with Allow; a missing token refused),
// anonymously, as a recipient and as an admin:
//   1. schema-violating (negative) and boundary inputs: since every one of these requests must be refused,
//      nothing changes in any service's database (row counts of every table) nor in the ledger (every
//      account's balance);
//   2. generated valid (positive) inputs.
// Serial: it compares whole databases, which other test files change. The short pass runs inside
// `npm test`; `npm run test:fuzz` (FUZZ_EXAMPLES=1000) is the long form, with fresh tokens per group of routes.
import assert from 'node:assert/strict';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { afterAll, beforeAll, test } from '@jest/globals';
import pg from 'pg';
import { allRoutes } from '@portal/contracts';
import { DEMO_ADMIN, GATEWAY_URL, databaseUrl, tokenFor } from '../support/platform.js';
import { fundedRecipient } from '../support/money.js';
import { waitFor } from '../support/wait.js';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const EXAMPLES = Number(process.env.FUZZ_EXAMPLES ?? 4);
const LONG = EXAMPLES >= 100;
/** Longer than the payments recovery job's 30-s takeover plus its 5-s period. */
const QUIET_MS = 40_000;
const SEED = Number(process.env.FUZZ_SEED ?? Math.floor(Math.random() * 1e9));
const DATABASES = ['portal_identity', 'portal_accounts_kyc', 'portal_ledger', 'portal_payments', 'portal_support'];
const pools = DATABASES.map((name) => new pg.Pool({ connectionString: databaseUrl(name), max: 1 }));
afterAll(() => Promise.all(pools.map((p) => p.end())));

/** Route groups: each run gets a fresh token (Keycloak tokens expire during the long form). */
const RECIPIENT_GROUPS = [
  '^/api/(auth|config|health)',
  '^/api/(me|dashboard|transactions)',
  '^/api/(kyc|pin)',
  '^/api/(withdrawals|transfers|project-payments|grant)',
  '^/api/support',
];
const ADMIN_GROUPS = [
  '^/api/admin/(users|approvals|grant-reports|grant-tranches|grant-reallocations)',
  '^/api/admin/(withdrawals|transfers|project-payments)',
  '^/api/admin/(support|kyc)',
  '^/api/admin/(overview|grant-conflicts|audit|system)',
  '^/api/admin/(webhooks|webhook-deliveries)',
];

let recipient: { email: string; password: string };
/**
 * The long form signs in again for every group (tokens expire during it). Fuzzing the password change with
 * wrong current passwords gets a recipient locked out of Keycloak (brute-force protection, as it should), so
 * each recipient group of each pass has a recipient of its own, made before the first snapshot.
 */
const groupRecipients = new Map<string, { email: string; password: string }>();

interface SchemathesisOptions {
  schemaUrl: string;
  baseUrl: string;
  token?: string;
  mode: 'positive' | 'negative' | 'all';
  maxExamples: number;
  includePathRegex?: string;
  phases?: string;
  seed?: number;
  reportDir: string;
  reuseResponses?: boolean;
  validButRefused?: Record<string, number[]>;
}
/**
 * Operations whose schema-valid input may still be refused for a reason the document gives but JSON Schema
 * cannot hold, with the statuses they answer then (every other operation must accept every valid input):
 * two entries that must agree (passwords, PINs), the caller's own state (a wrong current password or PIN,
 * a locked PIN, a balance, a quarterly limit, a used or expired link, an admin's longer password), details
 * whose rules depend on another field (a withdrawal method's, a project category's, a grant schedule's), a file's real type.
 */
const VALID_BUT_REFUSED: Record<string, number[]> = {
  'auth.register': [400],
  'auth.resetPassword': [400, 410],
  'me.changePassword': [400],
  'pin.set': [400, 423],
  'pin.remove': [400, 423],
  'pin.completeReset': [400, 410],
  'kyc.submit': [400, 413, 415],
  // A report file's real type, its size, the milestone's report state and the five-file cap.
  'grantAttachments.upload': [400, 404, 409, 413, 415],
  'withdrawals.create': [400, 423],
  'transfers.create': [400, 423],
  'projectPayments.create': [400, 423],
  // A grant schedule's tranches must name milestones it has, release only the first at award and add up to the total.
  'admin.awardGrant': [400],
  'admin.createApproval': [400],
  // A budget's lines must add up to the grant's award total.
  'admin.setGrantBudget': [400],
  // A time zone name the server's clock database does not know (documented on the field).
  'transfers.list': [400],
  'projectPayments.list': [400],
  // A webhook URL must be https (http only to a local receiver outside production), resolve, and reach a public
  // address; at most 20 endpoints.
  'adminWebhooks.create': [400, 409],
  'adminWebhooks.update': [400],
};

/**
 * What an anonymous caller can reach: the public operations. A protected one answers 401 to anything, and
 * the signed-in runs' `ignored_auth` check sends each operation's first success again without a token and
 * with a broken one.
 */
const PUBLIC_OPERATIONS = `^(${[
  ...new Set(
    allRoutes()
      .filter((r) => r.declaration.access === 'public')
      .map((r) => r.declaration.path.replace(/:(\w+)/g, '{$1}')),
  ),
]
  .map((p) => p.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
  .join('|')})$`;
type RunSchemathesis = (o: SchemathesisOptions) => Promise<{ code: number; output: string }>;
const { runSchemathesis } = (await import(pathToFileURL(path.join(ROOT, 'scripts', 'lib', 'schemathesis.mjs')).href)) as { runSchemathesis: RunSchemathesis };

/** Row counts of every table of every service database, and every ledger account's balance. */
async function snapshot(): Promise<Record<string, string>> {
  const state: Record<string, string> = {};
  await Promise.all(
    pools.map(async (pool, i) => {
      const tables = await pool.query<{ name: string }>(
        `SELECT quote_ident(table_schema) || '.' || quote_ident(table_name) AS name FROM information_schema.tables WHERE table_schema NOT IN ('pg_catalog', 'information_schema') AND table_type = 'BASE TABLE'`,
      );
      for (const { name } of tables.rows)
        state[`${DATABASES[i]}.${name}`] = (await pool.query<{ n: string }>(`SELECT count(*)::text AS n FROM ${name}`)).rows[0]!.n;
    }),
  );
  const ledger = await pools[2]!.query<{ code: string; balance: string }>('SELECT code, balance_cents::text AS balance FROM ledger_accounts ORDER BY code');
  for (const row of ledger.rows) state[`balance ${row.code}`] = row.balance;
  return Object.fromEntries(Object.entries(state).sort(([a], [b]) => a.localeCompare(b)));
}

function changes(before: Record<string, string>, after: Record<string, string>): string[] {
  return [...new Set([...Object.keys(before), ...Object.keys(after)])].filter((k) => before[k] !== after[k]).map((k) => `${k}: ${before[k]} → ${after[k]}`);
}

type Caller = 'anonymous' | 'recipient' | 'admin';

async function callerToken(who: Caller, signIn: { email: string; password: string }): Promise<string | undefined> {
  if (who === 'anonymous') return undefined;
  return who === 'admin' ? tokenFor(DEMO_ADMIN.username, DEMO_ADMIN.password) : tokenFor(signIn.email, signIn.password);
}

/**
 * Schemathesis's own crash on this Python (hypothesis describing a strategy: "AST constructor recursion depth
 * mismatch", a CPython SystemError), with no check failed: the run found nothing and is run again with the next
 * seed, once. A crash with a failed check, or a second crash, still fails.
 */
const toolCrashedOnly = (output: string) => /AST constructor recursion depth mismatch/.test(output) && !/\b[1-9]\d* failed\b/.test(output);

async function fuzz(mode: 'negative' | 'positive', who: Caller, includePathRegex: string) {
  const token = await callerToken(who, groupRecipients.get(`${mode} ${includePathRegex}`) ?? recipient);
  let result = await fuzzOnce(mode, who, includePathRegex, token, SEED);
  if (result.code !== 0 && toolCrashedOnly(result.output)) {
    console.log(`[fuzz] Schemathesis crashed inside hypothesis (seed ${SEED}), nothing failed: run again with seed ${SEED + 1}`);
    result = await fuzzOnce(mode, who, includePathRegex, token, SEED + 1);
  }
  return result.code === 0 ? [] : [`Schemathesis found failures (${mode}, ${who}, ${includePathRegex}, seed ${result.seed}):\n${result.output.slice(-6000)}`];
}

async function fuzzOnce(mode: 'negative' | 'positive', who: Caller, includePathRegex: string, token: string | undefined, seed: number) {
  const started = Date.now();
  const { code, output } = await runSchemathesis({
    schemaUrl: `${GATEWAY_URL}/api/docs/openapi.json`,
    baseUrl: GATEWAY_URL,
    token,
    mode,
    maxExamples: EXAMPLES,
    includePathRegex,
    // The coverage phase (boundary and schema-violating values per keyword) runs in the long form only:
    // Schemathesis 4.32.5 sometimes crashes inside it on this document (an internal error, not a finding).
    // The coverage phase crashes inside Schemathesis on this Python (hypothesis: "AST constructor recursion depth mismatch"): examples and fuzzing only.
    phases: LONG ? 'examples,fuzzing' : 'fuzzing',
    seed,
    // Values seen in responses (real ids from the admin lists) make some "negative" cases valid calls on real
    // records (the long form saw KYC resets of the fuzz recipient): the refusal pass does not reuse them.
    reuseResponses: mode === 'positive',
    validButRefused: VALID_BUT_REFUSED,
    reportDir: path.join(ROOT, '.data', 'fuzz-reports', `${mode}-${who}`),
  });
  const summary = output.split('\n').filter((l) => /test cases|operations|passed|failed|Server error|500|seed/i.test(l));
  console.log(
    `[fuzz] ${mode} as ${who} on ${includePathRegex} (seed ${seed}, ${((Date.now() - started) / 1000).toFixed(1)} s):\n${summary.slice(-8).join('\n')}`,
  );
  return { code, output, seed };
}

/**
 * Routes that take no input at all: any call is a valid one (Fix Duplicates renumbers, idempotently, and is
 * audited), so they have nothing to refuse and are fuzzed in the positive pass only.
 */
const ADMIN_NO_INPUT_GROUP = '^/api/admin/ledger';

/**
 * Every group is fuzzed even when an earlier one fails, so one run shows every finding. The long form runs
 * one Schemathesis per group (a fresh token each, as tokens expire during it); the short one runs all of a
 * role's groups in one Schemathesis (its start-up is most of a short group's time).
 */
async function fuzzAll(mode: 'negative' | 'positive'): Promise<string[]> {
  const adminGroups = mode === 'positive' ? [...ADMIN_GROUPS, ADMIN_NO_INPUT_GROUP] : ADMIN_GROUPS;
  const every = (groups: string[]) => groups.map((g) => `(${g})`).join('|');
  const runs: (readonly [Caller, string])[] = LONG
    ? [['anonymous', PUBLIC_OPERATIONS], ...RECIPIENT_GROUPS.map((g) => ['recipient', g] as const), ...adminGroups.map((g) => ['admin', g] as const)]
    : [
        ['anonymous', PUBLIC_OPERATIONS],
        ['recipient', every(RECIPIENT_GROUPS)],
        ['admin', every(adminGroups)],
      ];
  const failures: string[] = [];
  for (const [who, group] of runs) failures.push(...(await fuzz(mode, who, group)));
  return failures;
}

beforeAll(async () => {
  recipient = await fundedRecipient(1_000_000, 13);
  if (LONG)
    for (const mode of ['negative', 'positive'])
      for (const group of RECIPIENT_GROUPS) groupRecipients.set(`${mode} ${group}`, await fundedRecipient(1_000_000, 13));
}, 600_000);

test(
  LONG ? 'refused inputs: every check passes, and nothing changes in any database or balance' : 'refused inputs: every check passes',
  async () => {
    // Earlier work may still be landing: events (inbox rows, mails) within seconds, and what the payments
    // recovery job takes over only once a record has sat for 30 s (then every 5 s). The long form starts once
    // nothing has changed for longer than that; a 1-s quiet window let such late writes fall into the pass.
    let last = '';
    let unchangedSince = Date.now();
    const before = !LONG
      ? {}
      : await waitFor(
          async () => {
            const now = JSON.stringify(await snapshot());
            if (now !== last) unchangedSince = Date.now();
            last = now;
            return Date.now() - unchangedSince >= QUIET_MS ? (JSON.parse(now) as Record<string, string>) : undefined;
          },
          { timeoutMs: 300_000, intervalMs: 5000, what: `the databases to stay unchanged for ${QUIET_MS / 1000} s` },
        );
    const failures = await fuzzAll('negative');
    // The whole-database comparison runs in the long form (npm run test:fuzz) only: the short one inside
    // `npm test` does not wait the 40 s for late writes of the serial files before it.
    assert.deepEqual({ failures, changed: LONG ? changes(before, await snapshot()) : [] }, { failures: [], changed: [] });
  },
  3_600_000,
);

test('generated valid inputs: every check passes', async () => {
  assert.deepEqual(await fuzzAll('positive'), []);
}, 3_600_000);
