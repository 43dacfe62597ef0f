// The error lines the platform's apps logged during a test run: printed when a test failed, so that a
// failure seen only in a run's output (a 500 or a 503 from a service) carries the service's own reason.
import fs from 'node:fs';
import path from 'node:path';

/** pino's levels: 50 error, 60 fatal. */
const ERROR_LEVEL = 50;
/** Logged by every app when the platform's NATS goes away at the end of a run: not a finding. */
const NOISE = /NatsError: type: \\?"disconnect\\?"/;

/**
 * The error-level JSON lines of the apps' logs (`<app><suffix>.log` in `logDir`), oldest first per file,
 * at most `limit` in all (the newest kept), each cut to `width` characters.
 */
export function serviceErrors(logDir, apps, suffixes, { limit = 40, width = 700 } = {}) {
  const found = [];
  for (const app of apps) {
    for (const suffix of suffixes) {
      const file = path.join(logDir, `${app}${suffix}.log`);
      if (!fs.existsSync(file)) continue;
      for (const line of fs.readFileSync(file, 'utf8').split('\n')) {
        if (!line.startsWith('{') || NOISE.test(line)) continue;
        let entry;
        try {
          entry = JSON.parse(line);
        } catch {
          continue;
        }
        if (typeof entry.level === 'number' && entry.level >= ERROR_LEVEL)
          found.push({ time: entry.time ?? 0, text: `${app}${suffix}: ${line.slice(0, width)}` });
      }
    }
  }
  return found
    .sort((a, b) => a.time - b.time)
    .slice(-limit)
    .map((f) => f.text);
}
