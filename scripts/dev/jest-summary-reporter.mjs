// Jest reporter that ends the run with one plain line on stdout: `N passed, N failed[, N skipped]`.
// A test file that could not run at all (an import error, a failing beforeAll) counts as one failure.
// Before it, the slowest files with when they started in the run: where a run's time goes. Every file's
// duration is also kept in .data/test-durations.json (see jest-sequencer.mjs).
import fs from 'node:fs';
import path from 'node:path';

const SLOWEST_SHOWN = 15;

export default class SummaryReporter {
  #runStarted = Date.now();
  /** @type {Map<string, number>} */
  #started = new Map();
  /** @type {{ file: string, startedAt: number, seconds: number }[]} */
  #files = [];

  onTestFileStart(test) {
    this.#started.set(test.path, Date.now());
  }

  onTestFileResult(test) {
    const start = this.#started.get(test.path) ?? this.#runStarted;
    this.#files.push({ file: path.relative(process.cwd(), test.path), startedAt: (start - this.#runStarted) / 1000, seconds: (Date.now() - start) / 1000 });
  }

  onRunComplete(_contexts, results) {
    if (this.#files.length > 1) process.stdout.write(`${slowestFiles(this.#files)}\n`);
    keepDurations(this.#files);
    process.stdout.write(`${summaryLine(results)}\n`);
  }
}

/** Adds this run's durations (seconds, one decimal) to .data/test-durations.json. */
function keepDurations(files, file = path.join(process.cwd(), '.data', 'test-durations.json')) {
  try {
    const kept = fs.existsSync(file) ? JSON.parse(fs.readFileSync(file, 'utf8')) : {};
    for (const f of files) kept[f.file] = Math.round(f.seconds * 10) / 10;
    const sorted = Object.fromEntries(Object.entries(kept).sort(([a], [b]) => (a < b ? -1 : 1)));
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, `${JSON.stringify(sorted, null, 2)}\n`);
  } catch (error) {
    process.stderr.write(`could not keep the test durations: ${error.message}\n`);
  }
}

/** The slowest files, one line each: duration, start time in the run, path. */
export function slowestFiles(files, shown = SLOWEST_SHOWN) {
  const lines = [...files]
    .sort((a, b) => b.seconds - a.seconds)
    .slice(0, shown)
    .map((f) => `  ${f.seconds.toFixed(1).padStart(6)} s  from ${f.startedAt.toFixed(0).padStart(4)} s  ${f.file}`);
  return [`slowest test files (of ${files.length}):`, ...lines].join('\n');
}

/** @param {import('@jest/test-result').AggregatedResult} results */
export function summaryLine(results) {
  const failed = results.numFailedTests + results.numRuntimeErrorTestSuites;
  const skipped = results.numPendingTests + results.numTodoTests;
  return `${results.numPassedTests} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`;
}
