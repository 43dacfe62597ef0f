#!/usr/bin/env node
// `npm install` runs this (the root `prepare` script): it points git at the repository's own hooks
// (.githooks/commit-msg checks a commit message with commitlint before the commit is made). Outside a git
// checkout (an unpacked tarball) it does nothing. core.hooksPath is stored in the configuration that every
// worktree of a clone shares, so an install in a linked worktree leaves it to the main checkout.
import { execFileSync } from 'node:child_process';

const git = (...args) => execFileSync('git', args, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();

let gitDir;
let commonDir;
try {
  gitDir = git('rev-parse', '--absolute-git-dir');
  commonDir = git('rev-parse', '--path-format=absolute', '--git-common-dir');
} catch {
  process.exit(0); // not a git checkout
}
if (gitDir === commonDir) git('config', 'core.hooksPath', '.githooks');
