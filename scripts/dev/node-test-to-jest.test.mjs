import { test } from '@jest/globals';
import assert from 'node:assert/strict';
import { convert, Unsupported } from './node-test-to-jest.mjs';

const lines = (...l) => `${l.join('\n')}\n`;

test('imports come from @jest/globals and before/after become beforeAll/afterAll', () => {
  const out = convert(
    lines(
      `import { test, before, after } from 'node:test';`,
      `import assert from 'node:assert/strict';`,
      `before(() => open());`,
      `after(async () => close());`,
    ),
    'a.test.ts',
  );
  assert.equal(
    out,
    lines(
      `import { test, beforeAll, afterAll } from '@jest/globals';`,
      `import assert from 'node:assert/strict';`,
      `beforeAll(() => open());`,
      `afterAll(async () => close());`,
    ),
  );
});

test('test options: timeout moves behind the function, skip/todo become modifiers, concurrency goes', () => {
  const out = convert(
    lines(
      `import { test } from 'node:test';`,
      `test('slow', { timeout: 5000 }, async () => {});`,
      `test('off', { skip: 'not yet' }, () => {});`,
      `test('root only', { skip: process.getuid() !== 0 && 'needs root' }, () => {});`,
      `test('later', { todo: true }, () => {});`,
      `test('empty');`,
      `test('serial', { concurrency: 1, skip: false }, () => {});`,
    ),
    'a.test.mjs',
  );
  assert.equal(
    out,
    lines(
      `import { test } from '@jest/globals';`,
      `test('slow', async () => {}, 5000);`,
      `test.skip('off', () => {});`,
      `(process.getuid() !== 0 && 'needs root' ? test.skip : test)('root only', () => {});`,
      `test.todo('later');`,
      `test.todo('empty');`,
      `test('serial', () => {});`,
    ),
  );
});

test('a hook timeout option becomes the timeout argument', () => {
  const out = convert(lines(`import { before } from 'node:test';`, `before(async () => start(), { timeout: 240_000 });`), 'a.test.mjs');
  assert.equal(out, lines(`import { beforeAll } from '@jest/globals';`, `beforeAll(async () => start(), 240_000);`));
});

test('the context parameter is dropped (Jest would wait for it as a done callback) and t.after cleanups run after each test', () => {
  const out = convert(
    lines(
      `import { describe, it } from 'node:test';`,
      `describe('d', (s) => {`,
      `  it('i', async (t) => {`,
      `    t.after(() => stop(conn.t));`,
      `  });`,
      `});`,
    ),
    'a.test.ts',
  );
  assert.equal(
    out,
    lines(
      `import { describe, it, afterEach } from '@jest/globals';`,
      ``,
      `const testCleanups: Array<() => unknown> = [];`,
      `afterEach(async () => {`,
      `  for (const cleanup of testCleanups.splice(0)) await cleanup();`,
      `});`,
      `describe('d', () => {`,
      `  it('i', async () => {`,
      `    testCleanups.push(() => stop(conn.t));`,
      `  });`,
      `});`,
    ),
  );
});

test('a local variable named like a hook is left alone', () => {
  const source = lines(
    `import { test, after } from 'node:test';`,
    `after(() => end());`,
    `test('t', () => {`,
    `  const after = limits();`,
    `  after.check();`,
    `});`,
  );
  assert.equal(
    convert(source, 'a.test.ts'),
    lines(
      `import { test, afterAll } from '@jest/globals';`,
      `afterAll(() => end());`,
      `test('t', () => {`,
      `  const after = limits();`,
      `  after.check();`,
      `});`,
    ),
  );
});

test('an aliased import keeps its alias', () => {
  const out = convert(lines(`import { after as teardown, test as check } from 'node:test';`, `teardown(() => {});`, `check('c', () => {});`), 'a.test.ts');
  assert.equal(out, lines(`import { afterAll as teardown, test as check } from '@jest/globals';`, `teardown(() => {});`, `check('c', () => {});`));
});

test('converting twice changes nothing more, and files without node:test are untouched', () => {
  const source = lines(
    `import { test, before } from 'node:test';`,
    `before(() => {}, { timeout: 10 });`,
    `test('x', { skip: true }, async (t) => { t.after(() => {}); });`,
  );
  const once = convert(source, 'a.test.ts');
  assert.equal(convert(once, 'a.test.ts'), once);
  const plain = lines(`import { helper } from './helper.js';`, `helper();`);
  assert.equal(convert(plain, 'helper.ts'), plain);
});

test('what has no Jest counterpart is refused, not half converted', () => {
  assert.throws(
    () => convert(lines(`import { test } from 'node:test';`, `test('s', async (t) => { await t.test('sub', () => {}); });`), 'a.test.ts'),
    Unsupported,
  );
  assert.throws(() => convert(lines(`import { test, mock } from 'node:test';`, `mock.fn();`), 'a.test.ts'), Unsupported);
  assert.throws(() => convert(lines(`import * as nt from 'node:test';`, `nt.test('x', () => {});`), 'a.test.ts'), Unsupported);
  assert.throws(() => convert(lines(`import { test } from 'node:test';`, `test('x', { plan: 2 }, () => {});`), 'a.test.ts'), Unsupported);
});
