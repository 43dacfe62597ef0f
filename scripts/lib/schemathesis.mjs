// Schemathesis (PyPI, pinned) for the fuzz tests: installed once per checkout into .data/fuzz-venv with
// Python's own venv and pip, then run against the gateway's OpenAPI document.
// We chose Schemathesis over fast-check-from-zod because it reads the OpenAPI document the gateway
// serves (so it fuzzes exactly what is published), generates both valid and schema-violating inputs
// (negative mode, boundary "coverage" phase) and shrinks failures, which a home-made generator would not.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const SCHEMATHESIS_VERSION = '4.32.5';
const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const VENV = path.join(ROOT, '.data', 'fuzz-venv');
const BIN = path.join(VENV, 'bin', 'schemathesis');

function installed() {
  if (!existsSync(BIN)) return false;
  const r = spawnSync(path.join(VENV, 'bin', 'python'), ['-c', 'import importlib.metadata as m; print(m.version("schemathesis"))'], { encoding: 'utf8' });
  return r.status === 0 && r.stdout.trim() === SCHEMATHESIS_VERSION;
}

/** Installs the pinned Schemathesis when it is missing; returns the path of its command. */
export function ensureSchemathesis() {
  if (installed()) return BIN;
  mkdirSync(path.dirname(VENV), { recursive: true });
  const python = process.env.PYTHON ?? 'python3';
  for (const [cmd, args] of [
    [python, ['-m', 'venv', VENV]],
    [path.join(VENV, 'bin', 'pip'), ['install', '--quiet', '--disable-pip-version-check', `schemathesis==${SCHEMATHESIS_VERSION}`]],
  ]) {
    const r = spawnSync(cmd, args, { stdio: 'inherit' });
    if (r.status !== 0) throw new Error(`${cmd} ${args.join(' ')} failed (${r.status ?? r.signal})`);
  }
  return BIN;
}

/**
 * One Schemathesis run. Resolves with its exit code, its output and the NDJSON event report's path.
 * @param {{ schemaUrl: string, baseUrl: string, token?: string, mode: 'positive' | 'negative' | 'all', maxExamples: number,
 *           includePathRegex?: string, excludePathRegex?: string, phases?: string, seed?: number, reportDir: string, workers?: number,
 *           reuseResponses?: boolean }} o
 *   reuseResponses: false stops Schemathesis from feeding values it saw in responses (real ids from lists)
 *   into later cases; a negative pass then cannot send a valid request for a real record.
 */
/** A schemathesis.toml (under .data/fuzz) that turns the reuse of response values off in every phase that has it. */
function noResponseReuseConfig() {
  const dir = path.join(ROOT, '.data', 'fuzz');
  mkdirSync(dir, { recursive: true });
  const file = path.join(dir, 'no-response-reuse.toml');
  const phases = ['examples', 'coverage', 'fuzzing'];
  writeFileSync(file, phases.map((p) => `[phases.${p}.extra-data-sources]\nresponses = false\n`).join('\n'));
  return file;
}

export function runSchemathesis(o) {
  const bin = ensureSchemathesis();
  mkdirSync(o.reportDir, { recursive: true });
  const args = [
    ...(o.reuseResponses === false ? ['--config-file', noResponseReuseConfig()] : []),
    'run',
    o.schemaUrl,
    '--url',
    o.baseUrl,
    '--checks',
    'not_a_server_error',
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
