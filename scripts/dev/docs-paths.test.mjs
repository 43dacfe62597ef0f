// Every repository path that docs/ and the README files name exists, so a reader who follows one finds the file.
//
// Checked: the targets of Markdown links and the text of code spans (`…`) that look like a path in this repository.
// A code span is a path when it has no space and contains a "/", and it is then resolved:
//   - from the repository root when its first part is a top-level file or folder (`contracts/src/rpc.ts`);
//   - from the document's folder when its first part is there (`lib/supervisor.mjs` in scripts/infra/README.md);
//   - otherwise, when it ends in a file name with an extension, it must be the end of some path in the repository
//     (`ledger/four-eyes.ts`); anything else with a slash is not a path here (`application/json`, `linux/arm64`).
// Not paths: URLs (`://`), absolute, home and ./ or ../ paths in code (module specifiers), package names (`@portal/…`), host names (`portal.test/auth`), commands
// (spaces, `=`), globs and placeholders (`* ? { } [ ] < > … $ :`), and what running the portal makes (`.data/`, `dist/`,
// `node_modules/`, `generated/`, git-ignored files such as `.env`).
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { dirname, join, posix } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test } from '@jest/globals';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '../..');
const git = (...args) => execFileSync('git', args, { cwd: ROOT, encoding: 'utf8', maxBuffer: 64 * 2 ** 20 });

/** Tracked files and new ones not ignored: what a clone of the next commit holds. */
const FILES = git('ls-files', '--cached', '--others', '--exclude-standard', '-z').split('\0').filter(Boolean);
const FILE_SET = new Set(FILES);
const DIRS = new Set(
  FILES.flatMap((f) =>
    f
      .split('/')
      .slice(0, -1)
      .map((_, i, parts) => parts.slice(0, i + 1).join('/')),
  ),
);
const TOP = new Set(FILES.map((f) => f.split('/')[0]));
const MADE_BY_RUNNING = new Set(['.data', 'dist', 'node_modules', 'generated', 'coverage', 'test-results', '.schemathesis']);

const DOCS = FILES.filter((f) => f.endsWith('.md') && (f.startsWith('docs/') || posix.basename(f) === 'README.md'));

const exists = (path) => {
  const p = path.replace(/\/$/, '');
  return p === '' || FILE_SET.has(p) || DIRS.has(p);
};
const ignored = (path) => {
  try {
    git('check-ignore', '-q', '--no-index', path.replace(/\/$/, ''));
    return true;
  } catch {
    return false;
  }
};

/** Where `text`, named in `doc`, points in the repository: a root-relative path, null when it is not a repository path. */
export function repositoryPath(doc, text, { link = false } = {}) {
  const t = text.trim().replace(/[#?].*$/, '');
  if (!t || /\s|:\/\/|^(\/|~|@|\$|-|mailto:)|[*?{}[\]<>…|=$:`'"]|\.\.\./.test(t)) return null;
  const dir = posix.dirname(doc);
  const fromDoc = (p) => {
    const resolved = posix.normalize(posix.join(dir, p));
    return resolved.startsWith('..') ? null : resolved;
  };
  if (link) return fromDoc(t);
  if (!t.includes('/')) return null;
  const first = t.split('/')[0];
  const bare = t.replace(/\/$/, '');
  if (first === '.' || first === '..' || bare.split('/').some((part) => MADE_BY_RUNNING.has(part))) return null;
  let path;
  if (TOP.has(first)) path = posix.normalize(bare);
  else if (exists(posix.join(dir, first))) path = fromDoc(bare);
  else if (!first.includes('.') && /\/[^/]*[A-Za-z0-9_-]\.[A-Za-z0-9]+$/.test(`/${bare}`)) {
    return FILES.find((f) => f === bare || f.endsWith(`/${bare}`)) ?? `…/${bare}`;
  } else return null;
  if (path === null) return null;
  return t.endsWith('/') ? `${path}/` : path;
}

/** Every link target and code span of a Markdown text, with its line (fenced blocks skipped). */
export function namedPaths(markdown) {
  const found = [];
  let fenced = false;
  markdown.split('\n').forEach((line, i) => {
    if (/^\s*(```|~~~)/.test(line)) fenced = !fenced;
    if (fenced) return;
    for (const m of line.matchAll(/`([^`]+)`/g)) found.push({ line: i + 1, text: m[1], link: false });
    const withoutCode = line.replace(/`[^`]*`/g, '');
    for (const m of withoutCode.matchAll(/\]\(([^)\s]+)\)/g)) {
      if (!/^(https?:|mailto:|#)/.test(m[1])) found.push({ line: i + 1, text: m[1], link: true });
    }
  });
  return found;
}

test('there are documents to check', () => {
  expect(DOCS).toEqual(expect.arrayContaining(['README.md', 'docs/design.md', 'docs/performance.md', 'docs/where-is.md', 'frontends/README.md']));
});

test('every repository path named in docs/ and the README files exists', () => {
  const missing = [];
  for (const doc of DOCS) {
    for (const { line, text, link } of namedPaths(readFileSync(join(ROOT, doc), 'utf8'))) {
      const path = repositoryPath(doc, text, { link });
      if (path === null) continue;
      if (path.startsWith('…/') || (!exists(path) && !ignored(path))) missing.push(`${doc}:${line}: ${text}`);
    }
  }
  expect(missing).toEqual([]);
});

test.each([
  ['README.md', 'contracts/src/subjects.ts', 'contracts/src/subjects.ts'],
  ['scripts/infra/README.md', 'lib/supervisor.mjs', 'scripts/infra/lib/supervisor.mjs'],
  ['docs/design.md', 'ledger/four-eyes.ts', 'services/ledger-withdrawals/src/ledger/four-eyes.ts'],
  ['docs/design.md', 'ledger/no-such-file.ts', '…/ledger/no-such-file.ts'],
  ['docs/design.md', 'tests/src/integration/', 'tests/src/integration/'],
])('in %s, `%s` is checked as %s', (doc, text, path) => {
  expect(repositoryPath(doc, text)).toBe(path);
});

test.each([
  'http://localhost:3000/api/docs',
  '/api/admin/users/:id',
  '@portal/web-core/ui',
  'src/features/<name>/',
  'routes/admin-*.ts',
  '.data/secrets.json',
  'services/identity/dist/main.js',
  'application/json',
  'node scripts/seed.mjs',
  'KYC_DIR=/var/kyc',
  'portal.test/auth',
  'events.>',
  './App',
  '../shared/spec/',
])('`%s` is not a repository path', (text) => {
  expect(repositoryPath('docs/design.md', text)).toBeNull();
});

test('links resolve from the document, a path leaving the repository is not checked', () => {
  expect(namedPaths('See [the design](../docs/design.md) and [the spec](../../shared/spec/).').map((p) => p.text)).toEqual([
    '../docs/design.md',
    '../../shared/spec/',
  ]);
  expect(repositoryPath('frontends/README.md', '../docs/design.md', { link: true })).toBe('docs/design.md');
  expect(repositoryPath('README.md', '../shared/spec/', { link: true })).toBeNull();
});
