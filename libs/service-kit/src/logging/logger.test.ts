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

test('no secret reaches a line: secret fields at any depth, signed links, reset tokens and bearer tokens in texts, errors', () => {
  const { lines, destination } = capture();
  const log = createRootLogger(destination).child({ name: 'test' });
  const jwt = 'eyJhbGciOiJSUzI1NiJ9.eyJzdWIiOiJhYmMifQ.c2lnbmF0dXJlLXBhcnQ';
  log.info(
    {
      body: {
        password: 'Grant#2026',
        currentPin: '1234',
        newPassword: 'New#2026',
        token: 'reset-abc',
        nested: { headers: { authorization: `Bearer ${jwt}`, cookie: 'sid=1' } },
      },
      otp: '123456',
    },
    'calling /api/kyc/files/payload.signature?disposition=inline and /reset-password?token=reset-abc&lang=en',
  );
  log.warn({ err: new Error(`request to /api/kyc/files/payload.signature failed with Bearer ${jwt}`) }, 'failed');
  const text = lines.map((l) => JSON.stringify(l)).join('\n');
  for (const secret of ['Grant#2026', '1234', 'New#2026', 'reset-abc', jwt, 'sid=1', '123456', 'payload.signature'])
    assert.ok(!text.includes(secret), `${secret} in ${text}`);
  assert.equal(lines[0]?.msg, 'calling /api/kyc/files/[redacted]?disposition=inline and /reset-password?token=[redacted]&lang=en');
  assert.equal((lines[1]?.err as { message: string }).message, 'request to /api/kyc/files/[redacted] failed with Bearer [redacted]');
  // What is not secret stays readable.
  assert.equal((lines[0]?.body as { nested: { headers: Record<string, string> } }).nested.headers.authorization, '[redacted]');
});
