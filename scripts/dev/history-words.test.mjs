// Code, comments and documents speak of the product, not of how the work went: no numbered issue, work round or
// stop. History belongs in the commits. Applied migrations are left out (the runner refuses an edited one, so their
// comments stay as they were applied), and so are the fixture copies of an older release's migrations.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test } from '@jest/globals';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '../..');
const NUMBERED_WORK = /\b(issue|round|stop)\s*#?\d+\b/i;
// This file too: its examples below name such work on purpose.
const LEFT_OUT = [/\/migrations\/[^/]+\.sql$/, /^tests\/fixtures\//, /(^|\/)package-lock\.json$/, /^scripts\/dev\/history-words\.test\.mjs$/];

/** The lines of `text` that name a numbered piece of work. */
export function numberedWork(text) {
  return text
    .split('\n')
    .map((line, i) => ({ line: i + 1, text: line }))
    .filter(({ text: line }) => NUMBERED_WORK.test(line));
}

test('no file names a numbered issue, work round or stop', () => {
  const files = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard', '-z'], { cwd: ROOT, encoding: 'utf8', maxBuffer: 64 * 2 ** 20 })
    .split('\0')
    .filter((f) => f && !LEFT_OUT.some((p) => p.test(f)) && /\.(m?[jt]sx?|md|sql|prisma|ya?ml|sh|css|html|conf|json)$|Dockerfile$/.test(f));
  const found = [];
  for (const file of files) {
    let text;
    try {
      text = readFileSync(join(ROOT, file), 'utf8');
    } catch {
      continue; // deleted in the working tree
    }
    for (const { line, text: content } of numberedWork(text)) found.push(`${file}:${line}: ${content.trim().slice(0, 120)}`);
  }
  expect(found).toEqual([]);
});

// The refused lines are put together from their parts, so this file itself names no numbered work item.
const numbered = (word, number) => `${word} ${number}`;
test.each([
  `// The first load (${numbered('issue', 7)}): prerendered`,
  `since ${numbered('stop', 5)} a profile is kept`,
  `${numbered('Round', 3)} of the bench`,
  `see ${numbered('issue', '#8')}`,
])('%j is refused', (line) => {
  expect(numberedWork(line)).toHaveLength(1);
});

test.each(['Step 1 of 4', 'the spec 2 §9 fee', 'retry up to 3 times', 'a round trip', 'stops within 2 s'])('%j passes', (line) => {
  expect(numberedWork(line)).toEqual([]);
});
