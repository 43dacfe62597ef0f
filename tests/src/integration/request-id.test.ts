import { test } from '@jest/globals';
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { RESET_REQUESTS_PER_HOUR } from '@portal/contracts';
import { GATEWAY_URL, registerRecipient } from '../support/platform.js';
import { withDatabase } from '../support/databases.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const IDENTITY_LOG = new URL('../../../.data/logs/identity-test.log', import.meta.url);

async function requestIdOf(headers: Record<string, string> = {}): Promise<string | null> {
  const res = await fetch(`${GATEWAY_URL}/api/config`, { headers });
  await res.arrayBuffer();
  return res.headers.get('x-request-id');
}

test("the gateway answers with the caller's x-request-id, or with one it made", async () => {
  assert.equal(await requestIdOf({ 'x-request-id': 'client-req-123' }), 'client-req-123');
  assert.match((await requestIdOf()) ?? '', UUID);
  assert.match((await requestIdOf({ 'x-request-id': 'not acceptable\tid' })) ?? '', UUID);
});

async function logLine(file: URL, matches: (line: Record<string, unknown>) => boolean, timeoutMs = 10_000): Promise<Record<string, unknown>> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const lines = (await readFile(file, 'utf8'))
      .split('\n')
      .filter((l) => l.startsWith('{'))
      .map((l) => JSON.parse(l) as Record<string, unknown>);
    const found = lines.find(matches);
    if (found) return found;
    if (Date.now() > deadline) throw new Error(`no matching line in ${file.pathname}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

test('the request id reaches the service over NATS and is on its log lines', async () => {
  const recipient = await registerRecipient();
  // Put the address at its hourly limit of reset mails, so the next request is logged as a warning by identity.
  await withDatabase(
    'identity',
    async (client) => {
      for (let i = 0; i < RESET_REQUESTS_PER_HOUR; i++) {
        await client.query("INSERT INTO password_resets (user_id, email, token_hash, expires_at) VALUES ($1, $2, $3, now() + interval '1 hour')", [
          recipient.userId,
          recipient.email,
          randomUUID(),
        ]);
      }
    },
    { writable: true },
  );
  const requestId = `test-${randomUUID()}`;
  const res = await fetch(`${GATEWAY_URL}/api/auth/forgot-password`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-request-id': requestId },
    body: JSON.stringify({ email: recipient.email }),
  });
  assert.equal(res.status, 200);
  const line = await logLine(IDENTITY_LOG, (l) => l.reqId === requestId);
  assert.equal(line.msg, 'reset requests over the hourly limit; no mail sent');
  assert.equal(line.email, recipient.email);
});
