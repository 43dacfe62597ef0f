import { test } from '@jest/globals';
import assert from 'node:assert/strict';
import { createRootLogger } from './logger.js';
import { withRequestId } from './request-context.js';

function capture() {
  const lines: Array<Record<string, unknown>> = [];
  return {
    lines,
    destination: {
      write: (line: string) => {
        lines.push(JSON.parse(line));
      },
    },
  };
}

test('every line written while a request is handled carries its id, also from named child loggers', async () => {
  const { lines, destination } = capture();
  const log = createRootLogger(destination);
  log.info('before');
  await withRequestId('req-7', async () => {
    log.child({ name: 'identity.mail' }).warn({ to: 'a@b.c' }, 'inside');
    await Promise.resolve();
    log.info('after an await');
  });
  log.info('after');
  assert.deepEqual(
    lines.map((l) => [l.msg, l.reqId]),
    [
      ['before', undefined],
      ['inside', 'req-7'],
      ['after an await', 'req-7'],
      ['after', undefined],
    ],
  );
  assert.equal(lines[1]?.name, 'identity.mail');
});

test('the level comes from LOG_LEVEL', () => {
  const saved = process.env.LOG_LEVEL;
  process.env.LOG_LEVEL = 'warn';
  try {
    const { lines, destination } = capture();
    const log = createRootLogger(destination);
    log.info('dropped');
    log.warn('kept');
    assert.deepEqual(
      lines.map((l) => l.msg),
      ['kept'],
    );
  } finally {
    if (saved === undefined) delete process.env.LOG_LEVEL;
    else process.env.LOG_LEVEL = saved;
  }
});
