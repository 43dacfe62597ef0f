#!/usr/bin/env node
// `npm run idle-cpu [-- --seconds=60 --profile=dev --json]`: the CPU an idle running platform uses, per
// process, from the kernel's own counters (/proc/<pid>/stat utime + stime, all threads) read at the start
// and the end of the window. Counted: the five services and the gateway of the profile (node dist/main.js
// in this checkout), its NATS server, Redis, the mail catcher, Keycloak and PostgreSQL (the backends of the
// profile's databases, and the server's own processes apart). Redis, Keycloak, the mail catcher and the
// PostgreSQL server are shared by both profiles of every checkout: their share includes whatever else runs.
import { readdirSync, readFileSync, readlinkSync } from 'node:fs';
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const args = Object.fromEntries(
  process.argv.slice(2).map((a) => {
    const [key, value] = a.replace(/^--/, '').split('=');
    return [key, value ?? 'true'];
  }),
);
const seconds = Number(args.seconds ?? 60);
const profile = args.profile ?? 'dev';
const NATS_PORT = profile === 'test' ? 4223 : 4222;
const TICKS_PER_SECOND = Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim()) || 100;

const read = (file) => {
  try {
    return readFileSync(file, 'utf8');
  } catch {
    return undefined;
  }
};

/** utime + stime of a process in clock ticks (the stat line's fields 14 and 15, after the command's parentheses). */
function cpuTicks(pid) {
  const stat = read(`/proc/${pid}/stat`);
  if (!stat) return undefined;
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return Number(fields[11]) + Number(fields[12]);
}

/** The platform's processes by the name they are counted under (several pids may share one name). */
function platformProcesses() {
  const found = [];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    const pid = Number(entry);
    const cmdline = (read(`/proc/${pid}/cmdline`) ?? '').split('\0').filter(Boolean);
    if (cmdline.length === 0) continue;
    const command = cmdline.join(' ');
    const exe = path.basename(cmdline[0]);
    let cwd = '';
    try {
      cwd = readlinkSync(`/proc/${pid}/cwd`);
    } catch {
      // gone, or not ours to read
    }
    const name = (() => {
      if (cmdline.includes('dist/main.js') && cwd.startsWith(ROOT + path.sep)) {
        const where = path.relative(ROOT, cwd);
        const suffix = profile === 'test' ? '_test' : '';
        const env = read(`/proc/${pid}/environ`) ?? '';
        // Both profiles run from the same folders: the database suffix says which one a process belongs to.
        if (!env.split('\0').includes(`PORTAL_DB_SUFFIX=${suffix}`)) return undefined;
        return where === 'gateway' ? 'gateway' : where.startsWith('services/') ? where.slice('services/'.length) : undefined;
      }
      if (exe === 'nats-server' && (command.includes(`nats-${profile}.conf`) || command.includes(`-p ${NATS_PORT}`))) return 'nats';
      if (exe.startsWith('redis-server') || command.startsWith('redis-server')) return 'redis (shared)';
      if (exe === 'java' && /keycloak|quarkus/i.test(command)) return 'keycloak (shared)';
      if (/maildev|mail-catcher|mailpit/i.test(command)) return 'mail catcher (shared)';
      if (command.startsWith('postgres: ')) {
        // A backend's title is "postgres: [<cluster>: ]<user> <database> <client> <state>"; the rest are the server's own processes.
        const title = command.replace(/^postgres: (\d+\/\w+: )?/, '').split(' ');
        const backend = title.length >= 3 && /^(\[local\]|[\d.:a-f]+\(\d+\))$/.test(title[2]);
        if (!backend) return 'postgresql server (shared)';
        const ours = profile === 'test' ? title[1].endsWith('_test') : !title[1].endsWith('_test');
        return ours ? 'postgresql backends' : undefined;
      }
      if (/\/postgres$/.test(cmdline[0]) || /postgresql\/\d+\/bin\/postgres/.test(command)) return 'postgresql server (shared)';
      return undefined;
    })();
    if (name) found.push({ pid, name });
  }
  return found;
}

const before = platformProcesses().map((p) => ({ ...p, ticks: cpuTicks(p.pid) }));
await new Promise((resolve) => setTimeout(resolve, seconds * 1000));
const totals = new Map();
for (const p of before) {
  const after = cpuTicks(p.pid);
  if (after === undefined || p.ticks === undefined) continue;
  const ms = ((after - p.ticks) * 1000) / TICKS_PER_SECOND;
  const entry = totals.get(p.name) ?? { processes: 0, cpuMs: 0 };
  entry.processes += 1;
  entry.cpuMs += ms;
  totals.set(p.name, entry);
}
const rows = [...totals.entries()]
  .map(([name, { processes, cpuMs }]) => ({ name, processes, msPerSecond: Math.round((cpuMs / seconds) * 10) / 10 }))
  .sort((a, b) => b.msPerSecond - a.msPerSecond);
const total = Math.round(rows.reduce((sum, r) => sum + r.msPerSecond, 0) * 10) / 10;
if (args.json) {
  console.log(JSON.stringify({ profile, seconds, total, rows }, null, 2));
} else {
  console.log(`idle CPU of the ${profile} platform over ${seconds} s (ms of CPU per second, utime + stime)`);
  for (const r of rows) console.log(`  ${r.name.padEnd(28)} ${String(r.msPerSecond).padStart(7)}  (${r.processes} process${r.processes === 1 ? '' : 'es'})`);
  console.log(`  ${'total'.padEnd(28)} ${String(total).padStart(7)}`);
}
