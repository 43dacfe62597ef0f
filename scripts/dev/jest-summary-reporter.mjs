// Jest reporter that ends the run with one plain line on stdout: `N passed, N failed[, N skipped]`.
// A test file that could not run at all (an import error, a failing beforeAll) counts as one failure.
export default class SummaryReporter {
  onRunComplete(_contexts, results) {
    process.stdout.write(`${summaryLine(results)}\n`);
  }
}

/** @param {import('@jest/test-result').AggregatedResult} results */
export function summaryLine(results) {
  const failed = results.numFailedTests + results.numRuntimeErrorTestSuites;
  const skipped = results.numPendingTests + results.numTodoTests;
  return `${results.numPassedTests} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`;
}
