#!/usr/bin/env node
// `npm run bench`: the performance targets, measured from outside on this machine in one run.
//   1. k6 (built with `go install` into .data/bin/ when missing) and the platform (`npm start`'s profile,
//      started here with RATE_LIMIT_FACTOR=1000 when nothing answers on :3000, stopped at the end);
//   2. pgbench TPC-B in a scratch database (the database's own rate on this machine, the yardstick);
//   3. deploy/k6/postings.js (adjustments + transfers), then the ledger invariants (SQL);
//   4. deploy/k6/reads.js (200 users once a second, then the closed-loop maximum);
//   5. raw bcrypt-12 verifications on both cores before and after deploy/k6/pin-commands.js (PIN-confirmed transfers);
//   6. the first load of `/` in headless Chromium at 10 Mbit/s + 40 ms: JavaScript bytes on the wire and LCP;
//   7. the signed-in dashboard on a phone (390 px, 4× CPU slowdown, slow 4G; scripts/lib/bench-phone.mjs):
//      its LCP, when the balance shows, and the transfer form's interaction latency (median of 3 runs).
// Prints one table (value, target, met?) with the load average seen during each phase, and keeps it in
// .data/bench/last.json and .data/bench/last.md. Exit code 1 when a target is missed or an invariant broken.
/* global window */
// Options (env): BENCH_ONLY=pgbench,postings,reads,pin,frontend,phone  BENCH_DURATION=60  BENCH_RECIPIENTS=16
//   BENCH_PHONE_RUNS=3
import { spawn, spawnSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { createRequire } from 'node:module';
import { existsSync, mkdirSync, readFileSync, readdirSync, readlinkSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import { BENCH_DIR, GATEWAY, K6, PG_ENV, endBench, ensureK6, gatewayUp, startPlatform, useDevPlatformSupport } from './lib/bench-platform.mjs';
import { machineDescription } from './lib/machine.mjs';
import { PHONE, phoneDashboard } from './lib/bench-phone.mjs';
import { ROOT, say } from './lib/platform.mjs';

/** The targets, on the 2-core machine the portal is measured on (docs/performance.md). */
const TARGETS = {
  postingsPerS: 850,
  adjustmentP99Ms: 100,
  platformPssGb: 2.5,
  readsP99Ms: 10,
  pinOfRawBcrypt: 0.8,
  firstLoadJsKb: 150,
  lcpMs: 500,
  phoneDashboardLcpMs: 2500,
  phoneBalanceMs: 2500,
  phoneInteractionMs: 200,
};
const only = new Set((process.env.BENCH_ONLY ?? 'pgbench,postings,reads,pin,frontend,phone').split(',').map((s) => s.trim()));
const PHONE_RUNS = Number(process.env.BENCH_PHONE_RUNS ?? 3);
/** The demo recipient of `npm start`'s seed (scripts/seed.mjs), who has a grant and a balance. */
const PHONE_USER = { email: 'demo@grant-portal.local', password: 'Demo#2026' };
const DURATION_S = Number(process.env.BENCH_DURATION ?? 60);
const RECIPIENTS = Number(process.env.BENCH_RECIPIENTS ?? 16);

mkdirSync(BENCH_DIR, { recursive: true });
const rows = [];
const raw = { date: new Date().toISOString(), machine: machineDescription() };
let failed = false;

/** One line of the table; `met` undefined for figures without a target. */
function row(name, value, target, met, load) {
  rows.push({ name, value, target: target ?? '', met: met === undefined ? '' : met ? 'yes' : 'NO', load: load ?? '' });
  if (met === false) failed = true;
}
const loadavg = () => os.loadavg()[0].toFixed(2);

/** The machine's busy share (0–1) over the next `ms`, from /proc/stat (every core, idle and iowait as idle). */
async function busyShare(ms) {
  const sample = () => {
    const [, ...fields] = readFileSync('/proc/stat', 'utf8').split('\n')[0].trim().split(/\s+/);
    const n = fields.map(Number);
    return { idle: n[3] + n[4], total: n.reduce((a, b) => a + b, 0) };
  };
  const a = sample();
  await new Promise((resolve) => setTimeout(resolve, ms));
  const b = sample();
  return 1 - (b.idle - a.idle) / Math.max(1, b.total - a.total);
}

/**
 * Waits (at most `maxS` seconds) until the machine is quiet: under a quarter busy over 5 s. The phone's figures
 * are CPU-bound under the 4× slowdown; straight after the bench has started the platform they came out ~0.15 s
 * slower (2026-11-27: LCP 2.53 s at load 5.6 against 2.39 s on the same build at load 0.1).
 */
async function settle(maxS = 120) {
  const started = Date.now();
  for (;;) {
    const busy = await busyShare(5000);
    if (busy < 0.25 || Date.now() - started > maxS * 1000) return { busy, waitedS: (Date.now() - started) / 1000 };
  }
}

/** pgbench TPC-B (scale 4, 8 clients) in its own scratch database; its tps. */
function pgbench(seconds) {
  const db = 'portal_bench_pgbench';
  const psql = (sql) => spawnSync('psql', ['-d', 'postgres', '-qAtc', sql], { env: PG_ENV, encoding: 'utf8' });
  psql(`DROP DATABASE IF EXISTS ${db}`);
  const created = psql(`CREATE DATABASE ${db}`);
  if (created.status !== 0) throw new Error(`cannot create ${db}: ${created.stderr}`);
  try {
    const init = spawnSync('pgbench', ['-i', '-q', '-s', '4', db], { env: PG_ENV, encoding: 'utf8' });
    if (init.status !== 0) throw new Error(`pgbench -i failed: ${init.stderr}`);
    const run = spawnSync('pgbench', ['-c', '8', '-j', '2', '-T', String(seconds), db], { env: PG_ENV, encoding: 'utf8' });
    const tps = /tps = ([\d.]+)/.exec(run.stdout ?? '');
    if (run.status !== 0 || !tps) throw new Error(`pgbench failed: ${run.stderr}`);
    return Number(tps[1]);
  } finally {
    psql(`DROP DATABASE IF EXISTS ${db}`);
  }
}

/** Runs one k6 script; its summary (metrics), whether its thresholds held, the highest load average and platform memory seen meanwhile. */
async function k6(script, env = {}) {
  const summary = path.join(BENCH_DIR, `${path.basename(script, '.js')}.summary.json`);
  say(`k6 run ${script}`);
  const loads = [];
  let pssMax = 0;
  const timer = setInterval(() => {
    loads.push(os.loadavg()[0]);
    pssMax = Math.max(pssMax, platformPss());
  }, 5000);
  const code = await new Promise((resolve) => {
    const child = spawn(K6, ['run', '--quiet', '--summary-export', summary, ...Object.entries(env).flatMap(([k, v]) => ['-e', `${k}=${v}`]), script], {
      cwd: ROOT,
      stdio: ['ignore', 'inherit', 'inherit'],
      env: { ...process.env, K6_NO_USAGE_REPORT: 'true' },
    });
    child.on('exit', (c) => resolve(c ?? 1));
  });
  clearInterval(timer);
  const metrics = JSON.parse(readFileSync(summary, 'utf8')).metrics;
  const load = loads.length ? Math.max(...loads).toFixed(2) : loadavg();
  return { ok: code === 0, metrics, load, pssMax };
}

/**
 * Memory of the platform (proportional set size, so shared pages count once): every process of this
 * checkout (services, gateway, pm2, NATS, Keycloak, the mail catcher) and the PostgreSQL and Redis servers.
 */
function platformPss() {
  let kb = 0;
  for (const pid of readdirSync('/proc').filter((d) => /^\d+$/.test(d))) {
    try {
      const cmdline = readFileSync(`/proc/${pid}/cmdline`, 'utf8');
      const cwd = readlinkSync(`/proc/${pid}/cwd`);
      const ours =
        cwd === ROOT || cwd.startsWith(`${ROOT}/`) || cmdline.includes(`${ROOT}/`) || /^(postgres|\/usr\/lib\/postgresql|redis-server)/.test(cmdline);
      if (!ours || cmdline.includes('/.data/bin/k6') || Number(pid) === process.pid) continue;
      const pss = /^Pss:\s+(\d+) kB/m.exec(readFileSync(`/proc/${pid}/smaps_rollup`, 'utf8'));
      if (pss) kb += Number(pss[1]);
    } catch {
      // The process ended meanwhile, or is not ours to read.
    }
  }
  return kb * 1024;
}

const ms = (v) => (v === undefined ? 'n/a' : `${v.toFixed(1)} ms`);
const rate = (m) => m?.rate ?? 0;

/** Raw bcrypt-12 verifications per second with one worker thread per core (the machine's ceiling for PIN checks). */
async function bcryptRate(seconds) {
  const lib = createRequire(import.meta.url).resolve('@node-rs/bcrypt');
  const { hashSync } = await import('@node-rs/bcrypt');
  const hashed = hashSync('739164', 12);
  const code = `
    const { parentPort, workerData } = require('node:worker_threads');
    const { verifySync } = require(workerData.lib);
    const until = Date.now() + workerData.ms;
    let n = 0;
    while (Date.now() < until) { verifySync('739164', workerData.hash); n++; }
    parentPort.postMessage(n);`;
  const started = Date.now();
  const counts = await Promise.all(
    os.cpus().map(
      () =>
        new Promise((resolve, reject) => {
          const w = new Worker(code, { eval: true, workerData: { lib, hash: hashed, ms: seconds * 1000 } });
          w.on('message', resolve);
          w.on('error', reject);
        }),
    ),
  );
  return counts.reduce((a, b) => a + b, 0) / ((Date.now() - started) / 1000);
}

/** The first load of `/` at 10 Mbit/s and 40 ms: JavaScript bytes on the wire, all bytes, and the LCP. */
async function firstLoad() {
  const { chromium } = await import('playwright-core');
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run', '--disable-quic'],
  });
  try {
    const context = await browser.newContext();
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
    await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 40, downloadThroughput: 10e6 / 8, uploadThroughput: 10e6 / 8 });
    const types = new Map();
    let js = 0;
    let all = 0;
    cdp.on('Network.responseReceived', (e) => types.set(e.requestId, e.type));
    cdp.on('Network.loadingFinished', (e) => {
      all += e.encodedDataLength;
      if (types.get(e.requestId) === 'Script') js += e.encodedDataLength;
    });
    await page.addInitScript(() => {
      window.__lcp = 0;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) window.__lcp = entry.startTime;
      }).observe({ type: 'largest-contentful-paint', buffered: true });
    });
    await page.goto(`${GATEWAY}/`, { waitUntil: 'networkidle' });
    // LCP is final once the page was interacted with or hidden; read it after the network went quiet.
    const lcp = await page.evaluate(() => window.__lcp);
    return { jsBytes: js, allBytes: all, lcpMs: lcp };
  } finally {
    await browser.close();
  }
}

/** The bench recipients, kept in .data/bench/recipients.json across runs (made again when they no longer sign in). */
async function recipients(bench) {
  const file = path.join(BENCH_DIR, 'recipients.json');
  if (existsSync(file)) {
    const kept = JSON.parse(readFileSync(file, 'utf8'));
    if (kept.length >= RECIPIENTS) {
      try {
        await bench.benchTokens(kept.slice(0, 1));
        return kept.slice(0, RECIPIENTS);
      } catch {
        say('the kept bench recipients no longer sign in: making new ones');
      }
    }
  }
  say(`making ${RECIPIENTS} funded recipients (register, approve, KYC, PIN, grant)`);
  const made = await bench.benchRecipients(RECIPIENTS);
  writeFileSync(file, JSON.stringify(made, null, 2));
  return made;
}

async function writeData(bench, users, file = path.join(BENCH_DIR, 'data.json')) {
  writeFileSync(file, JSON.stringify({ runId: randomUUID().slice(0, 8), ...(await bench.benchTokens(users)) }));
  return file;
}

let platform;
try {
  if (['postings', 'reads', 'pin'].some((p) => only.has(p))) ensureK6();
  if (await gatewayUp()) {
    say('using the platform already running on :3000 (started with RATE_LIMIT_FACTOR=1000? otherwise expect 429s)');
  } else {
    platform = await startPlatform();
    row('npm start ready', `${platform.readySeconds.toFixed(1)} s`, '≤ 60 s', platform.readySeconds <= 60, loadavg());
  }
  useDevPlatformSupport();
  const bench = await import('../tests/dist/support/bench.js');
  const needUsers = ['postings', 'reads', 'pin'].some((p) => only.has(p));
  const users = needUsers ? await recipients(bench) : [];

  let tps;
  if (only.has('pgbench')) {
    say('pgbench TPC-B (scale 4, 8 clients, 30 s)');
    const load = loadavg();
    tps = pgbench(30);
    raw.pgbenchTps = tps;
    row('pgbench TPC-B', `${tps.toFixed(0)} tps`, '', undefined, load);
  }

  if (only.has('postings')) {
    // The invariants first: over a grown ledger they take minutes, which the tokens written next must not spend.
    const before = await bench.ledgerInvariants();
    const data = await writeData(bench, users);
    const r = await k6('deploy/k6/postings.js', { BENCH_DATA: data, DURATION: DURATION_S, MIN_POSTINGS_PER_S: TARGETS.postingsPerS });
    raw.postings = r.metrics;
    // Postings of the measured part (after the warm-up) over its duration.
    const perSecond = (r.metrics.postings?.count ?? 0) / DURATION_S;
    const adj = r.metrics['http_req_duration{scenario:adjustments}'] ?? r.metrics.http_req_duration;
    row(`postings/s (${DURATION_S} s, 32 clients + transfers)`, perSecond.toFixed(0), `≥ ${TARGETS.postingsPerS}`, perSecond >= TARGETS.postingsPerS, r.load);
    // The database's own rate on the machine, for comparing machines: a figure, not a target.
    if (tps) row('postings / pgbench TPC-B', `${((100 * perSecond) / tps).toFixed(0)} %`, '', undefined, r.load);
    row(
      'adjustment p50 / p99',
      `${ms(adj?.['p(50)'])} / ${ms(adj?.['p(99)'])}`,
      `p99 < ${TARGETS.adjustmentP99Ms} ms`,
      (adj?.['p(99)'] ?? Infinity) < TARGETS.adjustmentP99Ms,
      r.load,
    );
    row('postings errors', `${((r.metrics.http_req_failed?.value ?? 0) * 100).toFixed(2)} %`, '0', (r.metrics.http_req_failed?.value ?? 1) === 0, r.load);
    row(
      'platform memory under the postings load (PSS)',
      `${(r.pssMax / 2 ** 30).toFixed(2)} GB`,
      `≤ ${TARGETS.platformPssGb} GB`,
      r.pssMax <= TARGETS.platformPssGb * 2 ** 30,
      r.load,
    );
    const after = await bench.ledgerInvariants();
    raw.invariants = { before, after };
    const broken = Object.entries(after).filter(([k, v]) => v !== bench.INVARIANTS_HOLD[k]);
    row('ledger invariants after the load', broken.length ? broken.map(([k, v]) => `${k}=${v}`).join(' ') : 'all hold', 'all hold', broken.length === 0);
  }

  if (only.has('reads')) {
    const data = await writeData(bench, users);
    const r = await k6('deploy/k6/reads.js', { BENCH_DATA: data, P99_MS: TARGETS.readsP99Ms });
    raw.reads = r.metrics;
    const open = r.metrics['http_req_duration{scenario:open}'];
    const closedReqs = r.metrics['http_reqs{scenario:closed}'];
    row(
      'dashboard + transactions p99, 200 users × 1/s',
      ms(open?.['p(99)']),
      `< ${TARGETS.readsP99Ms} ms`,
      (open?.['p(99)'] ?? Infinity) < TARGETS.readsP99Ms,
      r.load,
    );
    row('reads closed-loop max (32 clients)', closedReqs ? `${(closedReqs.count / 15).toFixed(0)} req/s` : 'n/a', '', undefined, r.load);
  }

  if (only.has('pin')) {
    say('raw bcrypt-12 verifications, one thread per core (10 s)');
    const load = loadavg();
    const rawBefore = await bcryptRate(10);
    const data = await writeData(bench, users);
    const r = await k6('deploy/k6/pin-commands.js', { BENCH_DATA: data });
    // The machine's load moves while we measure: the raw rate is taken right before and right after, and averaged.
    say('raw bcrypt-12 verifications again (10 s)');
    const rawAfter = await bcryptRate(10);
    const rawRate = (rawBefore + rawAfter) / 2;
    raw.pin = { rawBefore, rawAfter, metrics: r.metrics };
    const pinRate = rate(r.metrics.pin_commands);
    row(
      'PIN-confirmed transfers / raw bcrypt-12',
      `${pinRate.toFixed(2)} / ${rawRate.toFixed(2)} per s = ${((100 * pinRate) / rawRate).toFixed(0)} %`,
      `≥ ${100 * TARGETS.pinOfRawBcrypt} %`,
      pinRate / rawRate >= TARGETS.pinOfRawBcrypt,
      `${load} / ${r.load}`,
    );
  }

  if (only.has('frontend')) {
    say('first load of / in Chromium at 10 Mbit/s, 40 ms');
    const load = loadavg();
    const fl = await firstLoad();
    raw.frontend = fl;
    row(
      'first-load JavaScript of / on the wire',
      `${(fl.jsBytes / 1024).toFixed(0)} KB (all ${(fl.allBytes / 1024).toFixed(0)} KB)`,
      `≤ ${TARGETS.firstLoadJsKb} KB`,
      fl.jsBytes <= TARGETS.firstLoadJsKb * 1024,
      load,
    );
    row('landing LCP (10 Mbit/s, 40 ms)', ms(fl.lcpMs), `< ${TARGETS.lcpMs} ms`, fl.lcpMs > 0 && fl.lcpMs < TARGETS.lcpMs, load);
  }

  if (only.has('phone')) {
    const profile = `${PHONE.width} px, ${PHONE.cpuSlowdown}× CPU, ${PHONE.downloadBitsPerS / 1e6} Mbit/s, ${PHONE.rttMs} ms`;
    const quiet = await settle();
    say(
      `the signed-in dashboard on a phone (${profile}), ${PHONE_RUNS} runs (after ${quiet.waitedS.toFixed(0)} s, machine ${(quiet.busy * 100).toFixed(0)} % busy)`,
    );
    const load = loadavg();
    const { CHROMIUM_PATH, CHROMIUM_ARGS } = await import('../tests/dist/support/chromium.js');
    const p = await phoneDashboard({ gateway: GATEWAY, user: PHONE_USER, runs: PHONE_RUNS, chromiumPath: CHROMIUM_PATH, chromiumArgs: CHROMIUM_ARGS });
    raw.phone = p;
    const each = (key) => p.runs.map((r) => r[key].toFixed(0)).join(' / ');
    row(
      `dashboard LCP (phone, 4× CPU, slow 4G; ${(p.bytes / 1024).toFixed(0)} KB)`,
      `${ms(p.lcpMs)} (runs ${each('lcpMs')})`,
      `< ${TARGETS.phoneDashboardLcpMs} ms`,
      p.lcpMs > 0 && p.lcpMs < TARGETS.phoneDashboardLcpMs,
      load,
    );
    row(
      'balance visible (phone)',
      `${ms(p.balanceMs)} (runs ${each('balanceMs')})`,
      `< ${TARGETS.phoneBalanceMs} ms`,
      p.balanceMs > 0 && p.balanceMs < TARGETS.phoneBalanceMs,
      load,
    );
    // A recipient coming back: same session, the HTTP cache as the first load left it. Reported beside the cold
    // load, which stays the figure the target is judged on.
    row(
      'dashboard LCP on a return visit (phone, cache kept)',
      `${ms(p.returnLcpMs)} (runs ${each('returnLcpMs')}); balance ${ms(p.returnBalanceMs)}; ${(p.returnBytes / 1024).toFixed(0)} KB`,
      'no target: the cold load above is judged',
      undefined,
      load,
    );
    row(
      'transfer form interaction (phone)',
      `${ms(p.interactionMs)} (runs ${each('worstMs')}; input delay + handlers ${ms(p.handledMs)})`,
      `< ${TARGETS.phoneInteractionMs} ms`,
      p.interactionMs < TARGETS.phoneInteractionMs,
      loadavg(),
    );
  }

  const table = [
    '| measure | value | target | met | load avg (1 min) |',
    '| --- | --- | --- | --- | --- |',
    ...rows.map((r) => `| ${r.name} | ${r.value} | ${r.target} | ${r.met} | ${r.load} |`),
  ].join('\n');
  console.log(`\nBenchmark ${raw.date} on ${raw.machine}\n\n${table}\n`);
  writeFileSync(path.join(BENCH_DIR, 'last.md'), `Benchmark ${raw.date} on ${raw.machine}\n\n${table}\n`);
  writeFileSync(path.join(BENCH_DIR, 'last.json'), JSON.stringify({ ...raw, rows }, null, 2));
} catch (error) {
  console.error(`[bench] failed: ${error.stack ?? error.message}`);
  failed = true;
} finally {
  await endBench(platform, failed);
}
