// Schemathesis (PyPI, pinned) for the fuzz tests: installed once per version into the machine's tool cache
// (scripts/infra/lib/tool-cache.mjs) with Python's own venv and pip, then run against the gateway's OpenAPI
// document.
// We chose Schemathesis over fast-check-from-zod because it reads the OpenAPI document the gateway
// serves (so it fuzzes exactly what is published), generates both valid and schema-violating inputs
// (negative mode, boundary "coverage" phase) and shrinks failures, which a home-made generator would not.
import { spawn } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { cachedTool } from '../infra/lib/tool-cache.mjs';
import { run } from '../infra/lib/util.mjs';

export const SCHEMATHESIS_VERSION = '4.32.5';
const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** Installs the pinned Schemathesis when it is missing; resolves with the path of its command. */
export async function ensureSchemathesis() {
  const venv = await cachedTool(`schemathesis-${SCHEMATHESIS_VERSION}`, async (dir) => {
    await run(process.env.PYTHON ?? 'python3', ['-m', 'venv', dir], { inherit: true });
    const pip = ['install', '--quiet', '--disable-pip-version-check', `schemathesis==${SCHEMATHESIS_VERSION}`];
    await run(path.join(dir, 'bin', 'pip'), pip, { inherit: true });
  });
  return path.join(venv, 'bin', 'schemathesis');
}

/**
 * A schemathesis.toml (under .data/fuzz) for one run: with `reuseResponses: false`, no phase feeds values seen
 * in responses into later cases; `validButRefused` lists operations (by operationId) whose schema-valid input
 * may still be refused for a documented reason beyond the schema (the caller's state, two fields that must
 * agree), with the statuses they then answer, added to what the positive-data check accepts.
 */
function runConfig(name, o) {
  const dir = path.join(ROOT, '.data', 'fuzz');
  mkdirSync(dir, { recursive: true });
  const file = path.join(dir, `${name}.toml`);
  // Refusals for size (413 body, 414 URL, 431 headers) are refusals too: generated long values reach them.
  const lines = ['[checks.negative_data_rejection]', `expected-statuses = ${JSON.stringify([...NEGATIVE_DEFAULT, '413', '414', '431'])}`, ''];
  if (o.reuseResponses === false)
    for (const phase of ['examples', 'coverage', 'fuzzing']) lines.push(`[phases.${phase}.extra-data-sources]`, 'responses = false', '');
  for (const [operationId, statuses] of Object.entries(o.validButRefused ?? {}))
    lines.push(
      '[[operations]]',
      `include-operation-id = ${JSON.stringify(operationId)}`,
      `checks.positive_data_acceptance.expected-statuses = ${JSON.stringify([...POSITIVE_DEFAULT, ...statuses.map(String)])}`,
      '',
    );
  writeFileSync(file, lines.join('\n'));
  return file;
}

/** What Schemathesis's negative-data check takes as a refusal by default. */
const NEGATIVE_DEFAULT = ['400', '401', '403', '404', '405', '406', '409', '415', '422', '428', '429', '5xx'];
/** What Schemathesis's positive-data check accepts by default. */
const POSITIVE_DEFAULT = ['2xx', '3xx', '401', '403', '404', '409', '429', '5xx'];

/**
 * One Schemathesis run. Resolves with its exit code and its output; the NDJSON event report goes to reportDir.
 * @param {{ schemaUrl: string, baseUrl: string, token?: string, mode: 'positive' | 'negative' | 'all', maxExamples: number,
 *           includePathRegex?: string, excludePathRegex?: string, phases?: string, seed?: number, reportDir: string, workers?: number,
 *           reuseResponses?: boolean, checks?: string, validButRefused?: Record<string, number[]> }} o
 *   reuseResponses: false stops Schemathesis from feeding values it saw in responses (real ids from lists)
 *   into later cases; a negative pass then cannot send a valid request for a real record.
 *   checks: Schemathesis's checks to run, comma-separated (default all of them).
 */
export async function runSchemathesis(o) {
  const bin = await ensureSchemathesis();
  mkdirSync(o.reportDir, { recursive: true });
  const args = [
    '--config-file',
    runConfig(path.basename(o.reportDir), o),
    'run',
    o.schemaUrl,
    '--url',
    o.baseUrl,
    '--checks',
    o.checks ?? 'all',
    '--mode',
    o.mode,
    '--max-examples',
    String(o.maxExamples),
    '--phases',
    o.phases ?? 'examples,coverage,fuzzing',
    '--workers',
    String(o.workers ?? 2),
    '--request-timeout',
    '30',
    '--suppress-health-check',
    'all',
    '--continue-on-failure',
    '--no-color',
    '--report',
    'ndjson',
    '--report-dir',
    o.reportDir,
    ...(o.seed !== undefined ? ['--seed', String(o.seed)] : []),
    ...(o.token ? ['--header', `Authorization: Bearer ${o.token}`] : []),
    ...(o.includePathRegex ? ['--include-path-regex', o.includePathRegex] : []),
    ...(o.excludePathRegex ? ['--exclude-path-regex', o.excludePathRegex] : []),
  ];
  return new Promise((resolve, reject) => {
    // Its example database (.schemathesis/, failing cases to replay first next time) stays under .data/.
    const cwd = path.join(ROOT, '.data', 'fuzz');
    mkdirSync(cwd, { recursive: true });
    const child = spawn(bin, args, { cwd, env: { ...process.env, NO_COLOR: '1' }, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (c) => (output += c));
    child.stderr.on('data', (c) => (output += c));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code: code ?? 1, output }));
  });
}
