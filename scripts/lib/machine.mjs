// The machine a benchmark ran on, as its table's head names it (scripts/bench.mjs, scripts/bench-scale.mjs): cores,
// memory, and whether the kernel pages out memory left idle. A host that does (a DAMON `pageout` scheme) keeps in its
// OS cache only what was read in the last minute or so: a benchmark's reads of rows not touched since then come from
// disk, and a run straight after a pause starts cold whatever the data set's size.
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const read = (file) => readFileSync(file, 'utf8').trim();
const children = (dir) => (existsSync(dir) ? readdirSync(dir).filter((n) => /^\d+$/.test(n)) : []);

/**
 * The kernel's proactive page-out of idle memory (DAMON, /sys/kernel/mm/damon/admin), when a running kdamond has a
 * `pageout` scheme: after how many seconds idle, and at most how many bytes a second. Undefined when there is none.
 */
export function idlePageOut(sysfs = '/sys') {
  const admin = path.join(sysfs, 'kernel', 'mm', 'damon', 'admin', 'kdamonds');
  for (const k of children(admin)) {
    const kdamond = path.join(admin, k);
    if (read(path.join(kdamond, 'state')) !== 'on') continue;
    for (const c of children(path.join(kdamond, 'contexts'))) {
      const context = path.join(kdamond, 'contexts', c);
      const aggregationUs = Number(read(path.join(context, 'monitoring_attrs', 'intervals', 'aggr_us')));
      for (const s of children(path.join(context, 'schemes'))) {
        const scheme = path.join(context, 'schemes', s);
        if (read(path.join(scheme, 'action')) !== 'pageout') continue;
        const idleS = (Number(read(path.join(scheme, 'access_pattern', 'age', 'min'))) * aggregationUs) / 1e6;
        const bytes = Number(read(path.join(scheme, 'quotas', 'bytes')));
        const intervalMs = Number(read(path.join(scheme, 'quotas', 'reset_interval_ms')));
        return { idleS, bytesPerS: bytes && intervalMs ? (bytes * 1000) / intervalMs : undefined };
      }
    }
  }
  return undefined;
}

/** "2 × <cpu model>, 24 GB", and the page-out of idle memory when the kernel does it. */
export function machineDescription(sysfs = '/sys') {
  const base = `${os.cpus().length} × ${os.cpus()[0]?.model ?? 'cpu'}, ${(os.totalmem() / 2 ** 30).toFixed(0)} GB`;
  const pageOut = idlePageOut(sysfs);
  if (!pageOut) return base;
  const rate = pageOut.bytesPerS ? `, up to ${Math.round(pageOut.bytesPerS / 2 ** 20)} MB/s` : '';
  return `${base}, memory idle for ${pageOut.idleS} s paged out by the kernel (DAMON pageout${rate})`;
}
