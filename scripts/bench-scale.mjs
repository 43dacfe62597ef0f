#!/usr/bin/env node
// `npm run bench:scale`: what the portal's reads and exports cost once the data has grown.
//   1. generates a data set straight into the databases of the `npm start` platform with set-based SQL
//      (scripts/lib/scale-data.mjs): recipients (profiles and ledger accounts), ledger entries in balanced
//      postings with consistent post-balances (a tenth of them on the demo recipient, the heavy history),
//      admin audit rows, KYC documents (two or three per recipient), transfers and project payments (those that
//      moved money mirror generated ledger postings), tickets with their messages, and a grant per recipient with
//      its tranches, milestones and progress reports (scripts/lib/scale-data-records.mjs); a second run tops
//      the set up to the asked sizes instead of starting again;
//   2. each hot query's plan (EXPLAIN ANALYZE), flagging a sequential scan;
//   3. deploy/k6/scale-reads.js: p99 of the dashboard, the history's first page, a deep page (cursor), its
//      filters, the admin users search by name / e-mail / grant number, the audit-log filter, the admin KYC list
//      by status, the Financial Activity tab, the admin Overview, the admin ticket list by status and a
//      recipient's own tickets;
//   4. the CSV exports of the heavy history and of the whole audit log: rows a second, every row, and the gateway's
//      extra memory;
//   5. the ledger invariants over the whole ledger (tests/src/support/bench.ts), after the reads: its scans would
//      push the reads' indexes out of the OS cache;
//   6. the month-end job (scripts/lib/bench-month-end.mjs): one sweep for the last ended month, the month's notices
//      forgotten first, and how fast every recipient is marked and mailed.
// Prints one table (value, target, met) with the data-set size and the machine, keeps it in
// .data/bench/scale-last.md and scale-last.json; exit code 1 when a target is missed or an invariant broken.
// Options: --recipients N (10,000)  --entries N (1,000,000)  --audit N (100,000)  --moves N (transfers and project
//          payments, 100,000)  --tickets N (10,000)  --full (100,000 / 10 M / 1 M / 1 M / 100,000)
//          --duration S (k6 seconds per read, 20)  --no-generate (measure the data already there)
//          --db-only (generation, invariants and plans in PostgreSQL alone: no platform, no k6, no export)
//          --no-month-end (leave out the month-end sweep)
import { spawn } from 'node:child_process';
import { readFileSync, readdirSync, readlinkSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { BENCH_DIR, GATEWAY, K6, endBench, ensureK6, gatewayUp, startPlatform, useDevPlatformSupport } from './lib/bench-platform.mjs';
import { machineDescription } from './lib/machine.mjs';
import { PROFILES, ROOT, say } from './lib/platform.mjs';
import { generateScaleData, hotQueries, scaleNames } from './lib/scale-data.mjs';
import { measureMonthEnd } from './lib/bench-month-end.mjs';

const { values: args } = parseArgs({
  options: {
    recipients: { type: 'string' },
    entries: { type: 'string' },
    audit: { type: 'string' },
    moves: { type: 'string' },
    tickets: { type: 'string' },
    full: { type: 'boolean', default: false },
    duration: { type: 'string', default: '20' },
    'no-generate': { type: 'boolean', default: false },
    'db-only': { type: 'boolean', default: false },
    'no-month-end': { type: 'boolean', default: false },
  },
});
const SIZE = {
  recipients: Number(args.recipients ?? (args.full ? 100_000 : 10_000)),
  entries: Number(args.entries ?? (args.full ? 10_000_000 : 1_000_000)),
  audit: Number(args.audit ?? (args.full ? 1_000_000 : 100_000)),
  moves: Number(args.moves ?? (args.full ? 1_000_000 : 100_000)),
  tickets: Number(args.tickets ?? (args.full ? 100_000 : 10_000)),
};
const DURATION_S = Number(args.duration);
/** The targets of the data-scale benchmark (docs/performance.md, "Data scale"). */
const TARGETS = { readP99Ms: 50, exportRowsPerS: 50_000, exportExtraMb: 50 };
/** The heavy recipient: the seed's demo recipient (scripts/seed.mjs). */
const DEMO_RECIPIENT = { email: 'demo@grant-portal.local', password: 'Demo#2026' };
const db = (name) => `postgresql://portal:${process.env.PGPASSWORD ?? 'portal'}@127.0.0.1:5432/${name}`;

const rows = [];
const raw = {
  date: new Date().toISOString(),
  machine: machineDescription(),
  size: SIZE,
};
let failed = false;
function row(name, value, target, met) {
  rows.push({ name, value, target: target ?? '', met: met === undefined ? '' : met ? 'yes' : 'NO' });
  if (met === false) failed = true;
}
const ms = (v) => (v === undefined ? 'n/a' : `${v.toFixed(1)} ms`);
const n = (v) => Number(v ?? 0).toLocaleString('en');

async function withClient(name, work) {
  const client = new pg.Client({ connectionString: db(name) });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** The gateway's process (node running gateway/dist of this checkout) and its resident memory in bytes. */
function gatewayRss() {
  for (const pid of readdirSync('/proc').filter((d) => /^\d+$/.test(d))) {
    try {
      const cmdline = readFileSync(`/proc/${pid}/cmdline`, 'utf8');
      // Started from the checkout (gateway/dist/main.js) or by the supervisor inside the gateway's folder (dist/main.js).
      const cwd = readlinkSync(`/proc/${pid}/cwd`);
      const gateway = cmdline.includes('gateway/dist/main') ? cwd.startsWith(ROOT) : cmdline.includes('dist/main') && cwd === path.join(ROOT, 'gateway');
      if (!gateway) continue;
      const rss = /^VmRSS:\s+(\d+) kB/m.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
      if (rss) return Number(rss[1]) * 1024;
    } catch {
      // The process ended meanwhile, or is not ours to read.
    }
  }
  return undefined;
}

/** Streams a whole CSV export (`route`, as `token`'s holder): rows, seconds, and the gateway's memory above its level before. */
async function exportCsv(route, token) {
  const before = gatewayRss();
  let peak = before ?? 0;
  const timer = setInterval(() => (peak = Math.max(peak, gatewayRss() ?? 0)), 100);
  const started = performance.now();
  let lines = 0;
  try {
    const res = await fetch(`${GATEWAY}${route}`, { headers: { authorization: `Bearer ${token}` } });
    if (!res.ok) throw new Error(`export answered ${res.status}`);
    for await (const chunk of res.body) for (const byte of chunk) if (byte === 10) lines += 1;
  } finally {
    clearInterval(timer);
  }
  const seconds = (performance.now() - started) / 1000;
  return { rows: lines - 1, seconds, extraBytes: before === undefined ? undefined : peak - before };
}

function k6(script, env) {
  const summary = path.join(BENCH_DIR, `${path.basename(script, '.js')}.summary.json`);
  say(`k6 run ${script}`);
  return new Promise((resolve) => {
    const child = spawn(K6, ['run', '--quiet', '--summary-export', summary, ...Object.entries(env).flatMap(([k, v]) => ['-e', `${k}=${v}`]), script], {
      cwd: ROOT,
      stdio: ['ignore', 'inherit', 'inherit'],
      env: { ...process.env, K6_NO_USAGE_REPORT: 'true' },
    });
    child.on('exit', () => resolve(JSON.parse(readFileSync(summary, 'utf8')).metrics));
  });
}

/** k6 over the reads, then the heavy history's CSV export, against the running platform. */
async function measureReads({ tokenFor, DEMO_ADMIN, counts, auditEntries, queries }) {
  const admin = await tokenFor(DEMO_ADMIN.username, DEMO_ADMIN.password, { minValidityMs: 240_000 });
  const recipient = await tokenFor(DEMO_RECIPIENT.email, DEMO_RECIPIENT.password, { minValidityMs: 240_000 });
  const data = path.join(BENCH_DIR, 'scale-data.json');
  writeFileSync(data, JSON.stringify({ admin, recipient, deepCursors: queries.deepCursors, names: scaleNames(SIZE.recipients) }));
  const metrics = await k6('deploy/k6/scale-reads.js', { BENCH_DATA: data, DURATION: DURATION_S, P99_MS: TARGETS.readP99Ms });
  raw.k6 = metrics;
  for (const [op, label] of [
    ['dashboard', 'dashboard'],
    ['history_first', 'history first page'],
    ['history_deep', `history deep page (cursor, up to ${Math.round(counts.heavy * 0.9).toLocaleString('en')} rows back)`],
    ['history_category', 'history, category filter'],
    ['history_search', 'history, quick search (no match)'],
    ['users_name', 'admin users search by name'],
    ['users_email', 'admin users search by e-mail'],
    ['users_grant', 'admin users search by grant number'],
    ['audit_action', 'audit log, action filter'],
    ['audit_user', 'audit log, search by a recipient e-mail'],
    ['kyc_list', 'admin KYC list, status filter'],
    ['financial_recent', 'admin Financial Activity'],
    ['admin_overview', 'admin Overview (counters)'],
    ['tickets_admin', 'admin ticket list, status filter'],
    ['tickets_own', "a recipient's own tickets"],
  ]) {
    const m = metrics[`http_req_duration{op:${op}}`];
    row(`${label} p99`, ms(m?.['p(99)']), `< ${TARGETS.readP99Ms} ms`, (m?.['p(99)'] ?? Infinity) < TARGETS.readP99Ms);
  }
  row('read errors', `${((metrics.http_req_failed?.value ?? 0) * 100).toFixed(2)} %`, '0', (metrics.http_req_failed?.value ?? 1) === 0);

  say('CSV export of the heavy history');
  const holder = await tokenFor(DEMO_RECIPIENT.email, DEMO_RECIPIENT.password, { minValidityMs: 240_000 });
  raw.csv = exportRows('CSV export', await exportCsv('/api/transactions/export.csv', holder), counts.heavy);
  say('CSV export of the whole audit log');
  const auditor = await tokenFor(DEMO_ADMIN.username, DEMO_ADMIN.password, { minValidityMs: 240_000 });
  raw.auditCsv = exportRows('audit CSV export', await exportCsv('/api/admin/audit/export.csv', auditor), auditEntries);
}

/** An export's rows in the table: its rate, whether every row came, and the gateway's extra memory meanwhile. */
function exportRows(label, csv, expected) {
  const perSecond = csv.rows / csv.seconds;
  row(
    `${label} (${csv.rows.toLocaleString('en')} rows, ${csv.seconds.toFixed(1)} s)`,
    `${Math.round(perSecond).toLocaleString('en')} rows/s`,
    `≥ ${TARGETS.exportRowsPerS.toLocaleString('en')} rows/s`,
    perSecond >= TARGETS.exportRowsPerS,
  );
  row(`${label}: every row`, `${csv.rows.toLocaleString('en')} of ${expected.toLocaleString('en')}`, 'all', csv.rows === expected);
  if (csv.extraBytes !== undefined)
    row(
      `${label}: gateway extra memory (RSS)`,
      `${(csv.extraBytes / 2 ** 20).toFixed(1)} MB`,
      `< ${TARGETS.exportExtraMb} MB`,
      csv.extraBytes < TARGETS.exportExtraMb * 2 ** 20,
    );
  return csv;
}

let platform;
try {
  if (!args['db-only']) {
    ensureK6();
    if (await gatewayUp()) say('using the platform already running on :3000');
    else platform = await startPlatform();
  }
  useDevPlatformSupport();
  const { tokenFor, DEMO_ADMIN } = await import('../tests/dist/support/platform.js');
  const bench = await import('../tests/dist/support/bench.js');

  const heavy = await withClient(
    'portal_accounts_kyc',
    async (c) => (await c.query('SELECT id FROM profiles WHERE email = $1', [DEMO_RECIPIENT.email])).rows[0]?.id,
  );
  if (!heavy) throw new Error(`no profile ${DEMO_RECIPIENT.email}: is this the seeded npm start platform?`);
  if (!args['no-generate']) {
    const started = performance.now();
    const made = await generateScaleData({
      ledgerUrl: db('portal_ledger'),
      accountsUrl: db('portal_accounts_kyc'),
      paymentsUrl: db('portal_payments'),
      supportUrl: db('portal_support'),
      heavyUserId: heavy,
      adminId: DEMO_ADMIN.id,
      size: SIZE,
    });
    raw.generated = made;
    row(
      'data set generated (this run)',
      `${n(made.entries)} entries, ${n(made.recipients)} recipients, ${n(made.audit)} audit rows, ${n(made.kycDocuments)} KYC documents, ` +
        `${n(made.transfers)} transfers, ${n(made.projectPayments)} project payments, ${n(made.tickets)} tickets (${n(made.messages)} messages), ` +
        `${n(made.grants)} grants (${n(made.tranches)} tranches, ${n(made.reports)} reports) in ${((performance.now() - started) / 1000).toFixed(0)} s`,
      'minutes',
    );
  }
  const counts = await withClient('portal_ledger', async (c) => {
    const { rows: r } = await c.query(
      `SELECT (SELECT count(*) FROM ledger_entries)::bigint AS entries, (SELECT count(*) FROM ledger_accounts WHERE kind = 'recipient')::int AS accounts,
      (SELECT count(*) FROM ledger_entries e JOIN ledger_accounts a ON a.id = e.account_id WHERE a.user_id = $1)::int AS heavy`,
      [heavy],
    );
    return r[0];
  });
  const count = (name, sql) => withClient(name, async (c) => (await c.query(sql)).rows[0]);
  const accountsCounts = await count(
    'portal_accounts_kyc',
    'SELECT (SELECT count(*) FROM admin_audit_log)::int AS audit, (SELECT count(*) FROM kyc_documents)::int AS kyc',
  );
  const grantCounts = await count(
    'portal_ledger',
    'SELECT (SELECT count(*) FROM grants)::int AS grants, (SELECT count(*) FROM grant_tranches)::int AS tranches, (SELECT count(*) FROM grant_reports)::int AS reports',
  );
  const paymentCounts = await count(
    'portal_payments',
    'SELECT (SELECT count(*) FROM transfers)::int AS transfers, (SELECT count(*) FROM project_payments)::int AS project_payments',
  );
  const ticketCounts = await count(
    'portal_support',
    'SELECT (SELECT count(*) FROM support_tickets)::int AS tickets, (SELECT count(*) FROM support_ticket_messages)::int AS messages',
  );
  raw.counts = { ...counts, ...accountsCounts, ...grantCounts, ...paymentCounts, ...ticketCounts };
  row(
    'data set',
    `${n(counts.entries)} ledger entries, ${n(counts.accounts)} recipient accounts, ${n(accountsCounts.audit)} audit rows, ${n(accountsCounts.kyc)} KYC documents, ` +
      `${n(paymentCounts.transfers)} transfers, ${n(paymentCounts.project_payments)} project payments, ${n(ticketCounts.tickets)} tickets ` +
      `(${n(ticketCounts.messages)} messages), ${n(grantCounts.grants)} grants (${n(grantCounts.tranches)} tranches, ${n(grantCounts.reports)} progress reports); ` +
      `heavy history ${n(counts.heavy)} entries`,
  );

  // The plans, on the data as it is now (statistics fresh after the generation's ANALYZE).
  const queries = await hotQueries({
    ledgerUrl: db('portal_ledger'),
    accountsUrl: db('portal_accounts_kyc'),
    paymentsUrl: db('portal_payments'),
    supportUrl: db('portal_support'),
    heavyUserId: heavy,
  });
  raw.plans = queries.plans;
  for (const q of queries.plans)
    row(`plan: ${q.name}`, `${q.summary}; ${q.ms.toFixed(1)} ms`, q.figure ? '' : 'no Seq Scan', q.figure ? undefined : !q.seqScan);
  const read = queries.exportRead;
  row(
    `ledger's part of the CSV export: ${read.rows.toLocaleString('en')} rows in keyset pages of 1,000`,
    `${Math.round(read.rows / read.seconds).toLocaleString('en')} rows/s`,
  );

  if (!args['db-only']) await measureReads({ tokenFor, DEMO_ADMIN, counts, auditEntries: accountsCounts.audit, queries });

  // After the reads: the check reads the whole ledger, several times the OS cache's share of it, and the reads
  // measured after it found their indexes pushed out by the check's own scans (a cost of the benchmark, not of use).
  say('ledger invariants (whole ledger)');
  const invariants = await bench.ledgerInvariants(db('portal_ledger'));
  const broken = Object.entries(invariants).filter(([k, v]) => v !== bench.INVARIANTS_HOLD[k]);
  row('ledger invariants', broken.length ? broken.map(([k, v]) => `${k}=${v}`).join(' ') : 'all hold', 'all hold', broken.length === 0);
  if (!args['db-only'] && !args['no-month-end']) {
    say('the month-end job: one sweep for the last ended month');
    const monthEnd = await measureMonthEnd({ ledgerUrl: db('portal_ledger'), accountsUrl: db('portal_accounts_kyc'), redisUrl: PROFILES.dev.redisUrl });
    raw.monthEnd = monthEnd;
    const rate = (count, s) => (s ? `${Math.round(count / s).toLocaleString('en')}/s` : 'n/a');
    const stage = (count, s) =>
      s !== undefined
        ? `${count.toLocaleString('en')} in ${s.toFixed(1)} s (${rate(count, s)})`
        : `${count.toLocaleString('en')} after ${monthEnd.waitedS.toFixed(0)} s (${rate(count, monthEnd.waitedS)}), not complete`;
    row(
      `month-end ${monthEnd.month}: recipients told (notice + event), of ${monthEnd.eligible.toLocaleString('en')}`,
      stage(monthEnd.told ?? monthEnd.eligible, monthEnd.notices),
      'all, once',
      monthEnd.notices !== undefined,
    );
    const mails = monthEnd.mails ?? { recorded: 0, sent: 0, people: 0 };
    row(
      'month-end: statement mails recorded',
      stage(mails.recorded, monthEnd.recorded),
      'one per recipient',
      mails.people === mails.recorded && monthEnd.recorded !== undefined,
    );
    row('month-end: statement mails sent (SMTP to the mail catcher)', stage(mails.sent, monthEnd.sent), 'all', monthEnd.sent !== undefined);
  }

  const table = [
    '| measure | value | target | met |',
    '| --- | --- | --- | --- |',
    ...rows.map((r) => `| ${r.name} | ${r.value} | ${r.target} | ${r.met} |`),
  ].join('\n');
  const head = `Data-scale benchmark ${raw.date} on ${raw.machine}, load average ${os.loadavg()[0].toFixed(2)}`;
  console.log(`\n${head}\n\n${table}\n`);
  writeFileSync(path.join(BENCH_DIR, 'scale-last.md'), `${head}\n\n${table}\n`);
  writeFileSync(path.join(BENCH_DIR, 'scale-last.json'), JSON.stringify({ ...raw, rows }, null, 2));
} catch (error) {
  console.error(`[bench:scale] failed: ${error.stack ?? error.message}`);
  failed = true;
} finally {
  await endBench(platform, failed);
}
