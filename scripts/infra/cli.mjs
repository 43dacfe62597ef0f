#!/usr/bin/env node
// Usage: node scripts/infra/cli.mjs <up|status|stop> [--only=postgres,redis,nats,keycloak,mail] [--skip-packages]
//   up      installs missing Debian packages, starts everything with the design defaults, waits for Ctrl-C
//   status  shows what answers on the default ports and which recorded child processes are alive
//   stop    stops orphaned child processes recorded in .data/run (left behind by a killed parent);
//           --all also stops those whose starter still runs
import {
  SERVICE_DATABASES,
  ensureSystemPackages,
  startKeycloak,
  startMailCatcher,
  startNats,
  startPostgres,
  startRedis,
  stopAll,
} from './index.mjs';
import { recordedProcesses, stopRecorded } from './lib/children.mjs';
import { httpGet, isPortOpen, run, tcpExchange } from './lib/util.mjs';

const ALL = ['postgres', 'redis', 'nats', 'keycloak', 'mail'];
const [command = 'help', ...rest] = process.argv.slice(2);
const flags = Object.fromEntries(
  rest.filter((a) => a.startsWith('--')).map((a) => {
    const [k, v = 'true'] = a.slice(2).split('=');
    return [k, v];
  }),
);
const only = flags.only ? flags.only.split(',') : ALL;

async function up() {
  const t0 = Date.now();
  /** @type {import('./index.mjs').InfraHandle[]} */
  const handles = [];
  if (flags['skip-packages'] !== 'true') await ensureSystemPackages();
  if (only.includes('postgres')) handles.push(await startPostgres({ databases: [...SERVICE_DATABASES, ...SERVICE_DATABASES.map((d) => `${d}_test`)] }));
  const parallel = [];
  if (only.includes('redis')) parallel.push(startRedis());
  if (only.includes('nats')) parallel.push(startNats());
  if (only.includes('mail')) parallel.push(startMailCatcher());
  if (only.includes('keycloak')) parallel.push(startKeycloak());
  const results = await Promise.allSettled(parallel);
  for (const r of results) if (r.status === 'fulfilled') handles.push(r.value);
  const failed = results.filter((r) => r.status === 'rejected');
  if (failed.length) {
    for (const f of failed) console.error('[infra]', /** @type {PromiseRejectedResult} */ (f).reason?.message ?? f);
    await stopAll();
    process.exit(1);
  }
  console.log(`[infra] all up in ${((Date.now() - t0) / 1000).toFixed(1)} s:`);
  for (const h of handles) console.log(`[infra]   ${h.name.padEnd(10)} ${h.url ?? ''}${h.startedHere ? '' : '  (already running)'}`);
  console.log('[infra] press Ctrl-C to stop what was started here (PostgreSQL keeps running)');
  const keepAlive = setInterval(() => {}, 1 << 30);
  const shutdown = async () => {
    clearInterval(keepAlive);
    console.log('\n[infra] stopping...');
    await stopAll();
    process.exit(0);
  };
  process.once('SIGINT', shutdown);
  process.once('SIGTERM', shutdown);
}

async function status() {
  const pg = await run('pg_isready', ['-h', '127.0.0.1', '-p', '5432'], { allowFail: true });
  const redis = await tcpExchange({ port: 6379, send: 'PING\r\n', until: /\r\n/ });
  const nats = await httpGet('http://127.0.0.1:8222/healthz?js-enabled-only=true');
  const kc = await httpGet('http://localhost:8180/realms/grant-portal/.well-known/openid-configuration', { timeoutMs: 3000 });
  const mail = await httpGet('http://127.0.0.1:1080/api/email');
  const rows = [
    ['postgresql', '127.0.0.1:5432', pg.code === 0],
    ['redis', '127.0.0.1:6379', !!redis?.startsWith('+PONG')],
    ['nats', '127.0.0.1:4222 (monitor 8222)', nats?.status === 200 || (await isPortOpen(4222))],
    ['keycloak', 'http://localhost:8180 realm grant-portal', kc?.status === 200],
    ['mail', 'smtp 1025, http 1080', mail?.status === 200],
  ];
  for (const [name, where, ok] of rows) console.log(`${ok ? 'up  ' : 'down'}  ${String(name).padEnd(11)} ${where}`);
  const recorded = recordedProcesses();
  if (recorded.length) {
    console.log('\nchild processes recorded in .data/run:');
    for (const p of recorded) {
      console.log(`  ${p.name.padEnd(24)} pid ${String(p.pid).padEnd(7)} ${p.orphan ? 'ORPHAN (its starter is gone)' : `started by pid ${p.owner}`}  ${p.cmd}`);
    }
  }
}

async function stop() {
  // Only orphans by default: a process whose starter still runs belongs to that run (npm start,
  // npm test, another developer's session) and is stopped by it.
  const all = flags.all === 'true';
  const recorded = recordedProcesses();
  const targets = recorded.filter((p) => all || p.orphan);
  for (const p of recorded) if (!targets.includes(p)) console.log(`[infra] leaving ${p.name} (pid ${p.pid}): its starter pid ${p.owner} is alive (use --all to stop it anyway)`);
  if (!targets.length) console.log('[infra] no orphaned child processes to stop');
  await Promise.all(
    targets.map(async (p) => {
      console.log(`[infra] stopping ${p.name} (pid ${p.pid})`);
      await stopRecorded(p.pid);
    }),
  );
}

const commands = { up, status, stop };
if (!(command in commands)) {
  console.log('usage: node scripts/infra/cli.mjs <up|status|stop> [--only=postgres,redis,nats,keycloak,mail] [--skip-packages] [--all]');
  process.exit(command === 'help' || command === '--help' ? 0 : 2);
}
commands[/** @type {keyof typeof commands} */ (command)]().catch(async (err) => {
  console.error('[infra] error:', err?.message ?? err);
  await stopAll();
  process.exit(1);
});
