// Commit messages keep the shape of commitlint.config.mjs ("area: what changed", at most 72 characters, in the
// imperative, the why in a body): every commit after the config's baseline except merges, as CI sees the history,
// and the commit-msg hook that tells a developer before the commit exists.
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { accessSync, constants, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test } from '@jest/globals';
import lint from '@commitlint/lint';
import load from '@commitlint/load';
import { accepted, baseline } from '../../commitlint.config.mjs';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '../..');
const git = (...args) => execFileSync('git', args, { cwd: ROOT, encoding: 'utf8' });

/** commitlint with the repository's configuration, loaded once for every test of the file. */
let loaded;
function linter() {
  loaded ??= loadLinter();
  return loaded;
}

async function loadLinter() {
  const config = await load({}, { cwd: ROOT });
  const options = { parserOpts: config.parserPreset?.parserOpts ?? {}, plugins: config.plugins, defaultIgnores: true };
  return async (message) => {
    const { valid, errors } = await lint(message, config.rules, options);
    return valid ? [] : errors.map((e) => `${e.name}: ${e.message}`);
  };
}

test('every commit after the baseline has an area, a short imperative subject and a body', async () => {
  // A shallow clone lacks the baseline: the check needs the history it judges.
  assert.doesNotThrow(() => git('merge-base', '--is-ancestor', baseline, 'HEAD'), `HEAD must descend from ${baseline} (a full clone)`);
  // One git call for all messages: each record is the hash, a NUL, the message, and a \x01 between records.
  const commits = git('log', '--no-merges', '--format=%H%x00%B%x01', `${baseline}..HEAD`)
    .split('\x01')
    .map((record) => record.replace(/^\n/, ''))
    .filter(Boolean)
    .map((record) => record.split('\0'))
    .filter(([hash]) => !(hash in accepted));
  const check = await linter();
  const refused = [];
  for (const [hash, message] of commits) {
    const problems = await check(message);
    // Reword an unpublished commit (git commit --amend, git rebase -i) before it is merged.
    if (problems.length) refused.push(`${hash.slice(0, 7)} ${message.split('\n')[0]}\n    ${problems.join('\n    ')}`);
  }
  expect(refused).toEqual([]);
});

test.each([
  ['no area', 'Answer 405 for undeclared methods\n\nClients learn which methods exist.', 'area-prefix'],
  ['an upper-case area', 'Gateway: answer 405 for undeclared methods\n\nClients learn which methods exist.', 'area-prefix'],
  ['a subject over 72 characters', `gateway: answer 405 for ${'undeclared '.repeat(5)}methods\n\nWhy.`, 'header-max-length'],
  ['a past tense', 'gateway: answered 405 for undeclared methods\n\nClients learn which methods exist.', 'subject-imperative'],
  ['a third-person verb', 'gateway: refuses undeclared methods with 405\n\nClients learn which methods exist.', 'subject-imperative'],
  ['a gerund', 'gateway: answering 405 for undeclared methods\n\nClients learn which methods exist.', 'subject-imperative'],
  ['no body', 'gateway: answer 405 for undeclared methods\n', 'body-empty'],
  ['a body without the blank line', 'gateway: answer 405 for undeclared methods\nClients learn which methods exist.', 'body-leading-blank'],
  ['a full stop', 'gateway: answer 405 for undeclared methods.\n\nClients learn which methods exist.', 'subject-full-stop'],
])('a message with %s is refused', async (_what, message, rule) => {
  const problems = await (await linter())(message);
  expect(problems.map((p) => p.split(':')[0])).toContain(rule);
});

test.each([
  'gateway: answer 405 for undeclared methods\n\nA client learns which methods a path has.',
  'accounts-kyc, docs: seed the notification preferences\n\nThe demo recipient starts with every topic on.',
  'contracts/api: split the routes by area\n\nOne file per area is quicker to find.',
  'lint: zones for gateway/ and tests/, no import cycles\n\nA noun phrase whose first word is a plural passes.',
  "Merge branch 'seams' into docs\n",
])('%j is accepted', async (message) => {
  expect(await (await linter())(message)).toEqual([]);
});

test('the repository runs the same check as a commit-msg hook once installed', () => {
  const { scripts } = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8'));
  expect(scripts.prepare).toBe('node scripts/git-hooks.mjs');
  expect(readFileSync(join(ROOT, 'scripts/git-hooks.mjs'), 'utf8')).toContain("git('config', 'core.hooksPath', '.githooks')");
  const hook = join(ROOT, '.githooks/commit-msg');
  accessSync(hook, constants.X_OK);
  expect(readFileSync(hook, 'utf8')).toContain('commitlint --edit');
});
