// Outgoing webhooks end to end: a receiver in this process (node:http on a free port) checks every
// delivery's signature as an integrator would; the events come from real actions (an admin's KYC decision,
// a withdrawal and its completion). The endpoint gets every subscribed event of the platform, other test
// files' too: the checks look at this file's recipients' events, and at delivery ids for "exactly once".
import { afterAll, beforeAll, test } from '@jest/globals';
import assert from 'node:assert/strict';
import { createHmac, timingSafeEqual } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import { Api, WEBHOOK_HEADERS, WebhookMessages, type CreatedWebhookEndpoint, type WebhookEventType } from '@portal/contracts';
import { clientFor, type TestClient } from '../support/client.js';
import { DEMO_ADMIN, tokenFor } from '../support/platform.js';
import { approvedRecipientWithToken, pdfBytes, uploadKyc } from '../support/kyc.js';
import { fundedRecipient, withdraw } from '../support/money.js';
import { freePort } from '../support/ports.js';
import { waitFor } from '../support/wait.js';

interface Received {
  id: string;
  timestamp: number;
  signatureValid: boolean;
  body: { id: string; type: WebhookEventType; createdAt: string; data: { userId: string; to?: string; from?: string | null } };
}

/** What an integrator writes: HMAC-SHA256 of "<timestamp>.<raw body>" with the secret, compared in constant time. */
function signatureValid(secret: string, timestamp: string, raw: string, header: string): boolean {
  const expected = Buffer.from(`v1=${createHmac('sha256', secret).update(`${timestamp}.${raw}`).digest('hex')}`);
  const given = Buffer.from(header);
  return expected.length === given.length && timingSafeEqual(expected, given);
}

/** The local receiver: answers 204 to every POST and records it; `down()` stops listening, `up()` listens again on the same port. */
class Receiver {
  readonly received: Received[] = [];
  secret = '';
  private server: Server | undefined;

  constructor(readonly port: number) {}

  get url(): string {
    return `http://127.0.0.1:${this.port}/hooks/portal?source=grant-portal`;
  }

  up(): Promise<void> {
    this.server = createServer((request, response) => {
      const chunks: Buffer[] = [];
      request.on('data', (chunk: Buffer) => chunks.push(chunk));
      request.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        const timestamp = String(request.headers[WEBHOOK_HEADERS.timestamp.toLowerCase()] ?? '');
        const signature = String(request.headers[WEBHOOK_HEADERS.signature.toLowerCase()] ?? '');
        this.received.push({
          id: String(request.headers[WEBHOOK_HEADERS.id.toLowerCase()] ?? ''),
          timestamp: Number(timestamp),
          signatureValid: signatureValid(this.secret, timestamp, raw, signature),
          body: JSON.parse(raw) as Received['body'],
        });
        response.writeHead(204).end();
      });
    });
    return new Promise((resolve, reject) => this.server!.once('error', reject).listen(this.port, '127.0.0.1', () => resolve()));
  }

  down(): Promise<void> {
    const server = this.server;
    this.server = undefined;
    if (!server) return Promise.resolve();
    server.closeAllConnections();
    return new Promise((resolve) => server.close(() => resolve()));
  }

  of(userId: string, type?: WebhookEventType): Received[] {
    return this.received.filter((r) => r.body.data.userId === userId && (!type || r.body.type === type));
  }
}

let receiver: Receiver;
let admin: TestClient;
let endpoint: CreatedWebhookEndpoint;
const EVENTS: WebhookEventType[] = ['kyc.status-changed', 'withdrawal.status-changed'];

beforeAll(async () => {
  receiver = new Receiver(await freePort());
  await receiver.up();
  admin = clientFor(await tokenFor(DEMO_ADMIN.username, DEMO_ADMIN.password));
  endpoint = await admin.call(Api.adminWebhooks.create, { body: { url: receiver.url, events: EVENTS } });
  receiver.secret = endpoint.secret;
});

afterAll(async () => {
  if (endpoint) await admin.answer(Api.adminWebhooks.remove, { params: { id: endpoint.id } });
  await receiver?.down();
});

/** A funded recipient whose KYC an admin approved, with a withdrawal the admin completed: 1 KYC and 2 withdrawal events. */
async function recipientWithEvents() {
  const r = await fundedRecipient(500_000, 13);
  const w = await withdraw(r.token, 20_000);
  assert.equal(w.status, 201, JSON.stringify(w.body));
  await clientFor(r.adminToken).call(Api.admin.setWithdrawalStatus, { params: { id: w.body.withdrawal.id }, body: { status: 'completed' } });
  return r;
}

/** Every delivery id arrived once (no retry followed a delivered attempt) and every signature held. */
function assertOnceAndSigned(received: Received[]) {
  const ids = received.map((r) => r.id);
  assert.equal(new Set(ids).size, ids.length, `a delivery id arrived twice: ${ids.join(', ')}`);
  for (const r of received) {
    assert.ok(r.signatureValid, `signature of ${r.id}`);
    assert.equal(r.body.id, r.id);
    assert.ok(Math.abs(r.timestamp - Date.now() / 1000) < 600, 'a current timestamp');
  }
}

test('the secret is made by the server and shown once; the list shows the endpoint without it', async () => {
  assert.match(endpoint.secret, /^[A-Za-z0-9_-]{43}$/);
  assert.deepEqual([endpoint.active, endpoint.events, endpoint.url], [true, EVENTS, receiver.url]);
  const listed = (await admin.call(Api.adminWebhooks.endpoints)).find((e) => e.id === endpoint.id);
  assert.ok(listed);
  assert.equal((listed as Record<string, unknown>).secret, undefined);
  await waitFor(async () => (await admin.call(Api.adminUsers.audit, { query: { action: 'webhook_create' } })).entries.some((e) => e.targetId === endpoint.id), {
    timeoutMs: 20_000,
    what: 'the audit entry of the creation',
  });
});

test('a KYC decision and a withdrawal’s status changes each arrive once, signed, with their data', async () => {
  const r = await recipientWithEvents();
  await waitFor(() => receiver.of(r.userId).length >= 3, { timeoutMs: 30_000, what: 'the three events of the recipient' });
  const kyc = receiver.of(r.userId, 'kyc.status-changed');
  const withdrawals = receiver.of(r.userId, 'withdrawal.status-changed');
  assert.deepEqual(
    kyc.map((k) => [k.body.data.from, k.body.data.to]),
    [['pending', 'approved']],
  );
  assert.deepEqual(withdrawals.map((w) => [w.body.data.from, w.body.data.to]).sort(), [
    [null, 'pending'],
    ['pending', 'completed'],
  ]);
  for (const w of withdrawals) assert.ok(!Number.isNaN(Date.parse(w.body.createdAt)));
  assertOnceAndSigned(receiver.received);
  // The delivery log says the same, once the sender has recorded the answer (it does so after the receiver has
  // answered, so a read straight after the arrival can still find the attempt pending).
  const ids = [...kyc, ...withdrawals].map((x) => x.id);
  const deliveries = await waitFor(
    async () => {
      const listed = await admin.call(Api.adminWebhooks.deliveries, { params: { id: endpoint.id }, query: { limit: 100 } });
      return ids.every((id) => listed.some((d) => d.id === id && d.status !== 'pending')) ? listed : undefined;
    },
    { timeoutMs: 20_000, what: 'the delivery log recording each answer' },
  );
  for (const id of ids) {
    const d = deliveries.find((x) => x.id === id);
    assert.ok(d, `delivery ${id} is listed`);
    assert.deepEqual([d.status, d.attempts, d.lastHttpStatus], ['delivered', 1, 204]);
  }
  const listed = (await admin.call(Api.adminWebhooks.endpoints)).find((e) => e.id === endpoint.id);
  assert.equal(listed?.lastDelivery?.status, 'delivered');
});

test('a receiver that is down for 30 s still gets every event exactly once after it comes back', async () => {
  await receiver.down();
  const downAt = Date.now();
  const r = await recipientWithEvents();
  // Meanwhile the deliveries wait, with failed attempts logged.
  const failing = await waitFor(
    async () => {
      const list = await admin.call(Api.adminWebhooks.deliveries, { params: { id: endpoint.id }, query: { status: 'pending', limit: 100 } });
      return list.find((d) => d.attempts >= 1 && d.lastError);
    },
    { timeoutMs: 30_000, what: 'a pending delivery with a failed attempt' },
  );
  const detail = await admin.call(Api.adminWebhooks.delivery, { params: { id: failing.id } });
  assert.ok(detail.attemptLog.length >= 1);
  assert.equal(detail.attemptLog[0]!.httpStatus, null);
  assert.ok(detail.attemptLog[0]!.error);
  assert.equal(receiver.of(r.userId).length, 0);
  // The outage lasts 30 s.
  await new Promise((resolve) => setTimeout(resolve, Math.max(0, 30_000 - (Date.now() - downAt))));
  await receiver.up();
  await waitFor(() => receiver.of(r.userId).length >= 3, { timeoutMs: 150_000, intervalMs: 500, what: 'the three events after the outage' });
  // Whatever was still on its way lands before the count is taken again.
  await waitFor(
    async () => {
      const list = await admin.call(Api.adminWebhooks.deliveries, { params: { id: endpoint.id }, query: { limit: 100 } });
      return receiver.of(r.userId).every((x) => list.find((d) => d.id === x.id)?.status === 'delivered');
    },
    { timeoutMs: 30_000, what: 'the deliveries to be marked delivered' },
  );
  assert.equal(receiver.of(r.userId).length, 3);
  assert.deepEqual(receiver.of(r.userId, 'kyc.status-changed').length, 1);
  assert.deepEqual(receiver.of(r.userId, 'withdrawal.status-changed').length, 2);
  assertOnceAndSigned(receiver.of(r.userId));
  const retried = await admin.call(Api.adminWebhooks.delivery, { params: { id: receiver.of(r.userId, 'kyc.status-changed')[0]!.id } });
  assert.ok(retried.attempts >= 2, 'delivered after failed attempts');
  assert.equal(retried.attemptLog.at(-1)!.httpStatus, 204);
}, 300_000);

test('a replay delivers again with the same id, a new timestamp and a valid signature; it is audited', async () => {
  const r = await approvedRecipientWithToken();
  assert.equal((await uploadKyc(r.token, 'aml.pdf', pdfBytes())).status, 201);
  await admin.call(Api.admin.kycDecide, { params: { userId: r.userId }, body: { decision: 'rejected', notes: 'Expired certificate' } });
  const first = await waitFor(() => receiver.of(r.userId, 'kyc.status-changed')[0], { timeoutMs: 30_000, what: 'the KYC event' });
  assert.equal(first.body.data.to, 'rejected');
  await new Promise((resolve) => setTimeout(resolve, 1100)); // the timestamp counts seconds: the replay's is a later one
  const replayed = await admin.call(Api.adminWebhooks.replay, { params: { id: first.id } });
  assert.equal(replayed.id, first.id);
  await waitFor(() => receiver.of(r.userId, 'kyc.status-changed').length === 2, { timeoutMs: 30_000, what: 'the replay' });
  const second = receiver.of(r.userId, 'kyc.status-changed')[1]!;
  assert.equal(second.id, first.id);
  assert.deepEqual(second.body, first.body);
  assert.ok(second.timestamp > first.timestamp);
  assert.ok(second.signatureValid);
  const detail = await waitFor(
    async () => {
      const d = await admin.call(Api.adminWebhooks.delivery, { params: { id: first.id } });
      return d.status === 'delivered' && d.attemptLog.length === 2 ? d : undefined;
    },
    { timeoutMs: 20_000, what: 'the replay attempt in the log' },
  );
  assert.deepEqual(
    detail.attemptLog.map((a) => [a.replay, a.httpStatus]),
    [
      [false, 204],
      [true, 204],
    ],
  );
  await waitFor(async () => (await admin.call(Api.adminUsers.audit, { query: { action: 'webhook_replay' } })).entries.some((e) => e.targetId === first.id), {
    timeoutMs: 20_000,
    what: 'the audit entry of the replay',
  });
});

test('enabling, disabling, changing the events and deleting are audited; a deleted endpoint is gone (404)', async () => {
  const extra = await admin.call(Api.adminWebhooks.create, { body: { url: `${receiver.url}&extra=1`, events: ['grant.tranche-released'] } });
  const disabled = await admin.call(Api.adminWebhooks.update, { params: { id: extra.id }, body: { active: false } });
  assert.equal(disabled.active, false);
  const enabled = await admin.call(Api.adminWebhooks.update, {
    params: { id: extra.id },
    body: { active: true, events: ['grant.report-decided', 'grant.tranche-released'] },
  });
  assert.deepEqual([enabled.active, enabled.events], [true, ['grant.report-decided', 'grant.tranche-released']]);
  assert.deepEqual(await admin.call(Api.adminWebhooks.remove, { params: { id: extra.id } }), { deleted: true });
  assert.equal((await admin.answer(Api.adminWebhooks.remove, { params: { id: extra.id } })).status, 404);
  for (const action of ['webhook_update', 'webhook_delete'] as const)
    await waitFor(async () => (await admin.call(Api.adminUsers.audit, { query: { action } })).entries.some((e) => e.targetId === extra.id), {
      timeoutMs: 20_000,
      what: `the ${action} audit entry`,
    });
});

test('URLs the rule refuses are answered 400 with the message for the URL field', async () => {
  for (const [url, message] of [
    ['http://10.0.0.5/hook', WebhookMessages.httpsRequired],
    ['https://169.254.169.254/latest/meta-data', WebhookMessages.privateAddress],
    ['https://192.168.1.10/hook', WebhookMessages.privateAddress],
    ['https://user:secret@hooks.partner.org/', WebhookMessages.credentialsInUrl],
  ] as const) {
    const answer = await admin.answer(Api.adminWebhooks.create, { body: { url, events: ['kyc.status-changed'] } });
    assert.deepEqual([answer.status, answer.body.message], [400, message], url);
  }
});

test('a recipient is refused every webhook route (403)', async () => {
  const r = await approvedRecipientWithToken();
  const recipient = clientFor(r.token);
  const id = endpoint.id;
  const answers = await Promise.all([
    recipient.answer(Api.adminWebhooks.endpoints),
    recipient.answer(Api.adminWebhooks.create, { body: { url: receiver.url, events: ['kyc.status-changed'] } }),
    recipient.answer(Api.adminWebhooks.update, { params: { id }, body: { active: false } }),
    recipient.answer(Api.adminWebhooks.remove, { params: { id } }),
    recipient.answer(Api.adminWebhooks.deliveries, { params: { id } }),
    recipient.answer(Api.adminWebhooks.delivery, { params: { id } }),
    recipient.answer(Api.adminWebhooks.replay, { params: { id } }),
  ]);
  assert.deepEqual(
    answers.map((a) => a.status),
    [403, 403, 403, 403, 403, 403, 403],
  );
  const still = (await admin.call(Api.adminWebhooks.endpoints)).find((e) => e.id === id);
  assert.equal(still?.active, true);
});
