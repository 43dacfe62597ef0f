#!/usr/bin/env node
// `npm run lint`: formatting (Prettier) and then ESLint over the repository; exits non-zero on any finding.
// Prettier's verdict on a file depends on its contents, Prettier's version and the options it resolves for it
// (its cache records all three), so its cache lives in the machine's tool cache, one file per checkout folder
// (--cache-strategy content: a fresh clone in the same folder reuses it, an edited file is checked again).
// ESLint's type-aware rules read other files, so its cache stays per checkout (node_modules/.cache).
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { toolCacheDir } from './infra/lib/tool-cache.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const bin = (name) => path.join(root, 'node_modules', '.bin', name);
const run = (command, args) => spawnSync(command, args, { cwd: root, stdio: 'inherit' }).status ?? 1;

const cacheDir = path.join(toolCacheDir(), 'lint');
mkdirSync(cacheDir, { recursive: true });
const prettierCache = path.join(cacheDir, `prettier-${createHash('sha256').update(root).digest('hex').slice(0, 16)}.json`);

const formatting = run(bin('prettier'), [
  '--check',
  '.',
  '--cache',
  '--cache-strategy',
  'content',
  '--cache-location',
  prettierCache,
  '--ignore-path',
  '.gitignore',
  '--ignore-path',
  '.prettierignore',
]);
if (formatting !== 0) process.exit(formatting);
process.exit(run(bin('eslint'), ['.', '--cache', '--cache-location', 'node_modules/.cache/eslint/']));
