// The error lines the platform's apps logged during a test run: printed when a test failed, so that a
// failure seen only in a run's output (a 500 or a 503 from a service) carries the service's own reason.
import fs from 'node:fs';
import path from 'node:path';

/** pino's levels: 50 error, 60 fatal. */
const ERROR_LEVEL = 50;
/** Logged by every app when the platform's NATS goes away at the end of a run: not a finding. */
const NOISE = /NatsError: type: \\?"disconnect\\?"/;

/**
 * The error-level JSON lines of the given log files (those that exist), oldest first across them, at most `limit`
 * (the newest kept), each cut to `width` characters and labelled with its file's name.
 */
export function serviceErrors(logFiles, { limit = 40, width = 700 } = {}) {
  const found = [];
  for (const file of logFiles) {
    if (!fs.existsSync(file)) continue;
    const label = path.basename(file, '.log');
    for (const line of fs.readFileSync(file, 'utf8').split('\n')) {
      if (!line.startsWith('{') || NOISE.test(line)) continue;
      let entry;
      try {
        entry = JSON.parse(line);
      } catch {
        continue;
      }
      if (typeof entry.level === 'number' && entry.level >= ERROR_LEVEL) found.push({ time: entry.time ?? 0, text: `${label}: ${line.slice(0, width)}` });
    }
  }
  return found
    .sort((a, b) => a.time - b.time)
    .slice(-limit)
    .map((f) => f.text);
}
