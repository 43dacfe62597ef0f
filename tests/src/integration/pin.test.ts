import { test, beforeAll, afterAll } from '@jest/globals';
import assert from 'node:assert/strict';
import pg from 'pg';
import { PinMessages, Rpc } from '@portal/contracts';
import { RpcClient, RpcCallError } from '@portal/service-kit';
import { api, databaseUrl, registerRecipient, setAccountStatus, tokenFor, NATS_URL } from '../support/platform.js';

const rpc = new RpcClient(NATS_URL, 30_000);
const ledger = new pg.Pool({ connectionString: databaseUrl('portal_ledger'), max: 2 });
beforeAll(() => rpc.connect());
afterAll(async () => {
  await rpc.close();
  await ledger.end();
});

async function recipientWithPin(pin = '739164') {
  const r = await registerRecipient();
  await setAccountStatus(r.userId, 'approved');
  const token = await tokenFor(r.email, r.password);
  const set = await api<{ hasPin: boolean }>('PUT', '/api/pin', { token, body: { pin, confirmPin: pin } });
  assert.equal(set.status, 200, JSON.stringify(set.body));
  return { ...r, token };
}

const attempt = (userId: string, pin: string) =>
  rpc.call(Rpc.pinVerify, { userId, pin }).then(
    () => 'ok',
    (e: RpcCallError) => e.body.message,
  );

test('the PIN is stored as a bcrypt hash (cost 12), never as the digits', async () => {
  const r = await recipientWithPin('739164');
  const [row] = (await ledger.query('SELECT pin_hash FROM user_pins WHERE user_id = $1', [r.userId])).rows;
  assert.match(row.pin_hash, /^\$2[aby]\$12\$/);
  assert.ok(!row.pin_hash.includes('739164'));
  assert.deepEqual((await api('GET', '/api/pin', { token: r.token })).body, { hasPin: true, lockedUntil: null });
});

test('setting a PIN applies the spec rules and messages', async () => {
  const r = await registerRecipient();
  await setAccountStatus(r.userId, 'approved');
  const token = await tokenFor(r.email, r.password);
  const cases: Array<[string, string, string]> = [
    ['', '', PinMessages.empty],
    ['12a456', '12a456', PinMessages.digits],
    ['12345', '12345', PinMessages.length],
    ['123456', '123456', PinMessages.weak],
    ['111111', '111111', PinMessages.weak],
    ['739164', '739165', PinMessages.mismatch],
  ];
  for (const [pin, confirmPin, message] of cases) {
    const answer = await api<{ message: string }>('PUT', '/api/pin', { token, body: { pin, confirmPin } });
    assert.equal(answer.status, 400, pin);
    assert.equal(answer.body.message, message);
  }
  assert.deepEqual((await api('GET', '/api/pin', { token })).body, { hasPin: false, lockedUntil: null });
});

test('wrong entries count down, the third locks for 30 minutes, and the right PIN is refused while locked', async () => {
  const r = await recipientWithPin('739164');
  assert.equal(await attempt(r.userId, '000001'), 'Incorrect PIN. 2 attempt(s) remaining.');
  assert.equal(await attempt(r.userId, '739164'), 'ok', 'a correct entry resets the count');
  assert.equal(await attempt(r.userId, '000001'), 'Incorrect PIN. 2 attempt(s) remaining.');
  assert.equal(await attempt(r.userId, '000002'), 'Incorrect PIN. 1 attempt(s) remaining.');
  assert.equal(await attempt(r.userId, '000003'), PinMessages.nowLocked);
  assert.equal(await attempt(r.userId, '739164'), 'Account locked due to multiple failed attempts. Try again in 30 minutes.');
  const status = await api<{ lockedUntil: string }>('GET', '/api/pin', { token: r.token });
  const lockedFor = new Date(status.body.lockedUntil).getTime() - Date.now();
  assert.ok(lockedFor > 29 * 60_000 && lockedFor <= 30 * 60_000);
});

test('10 wrong PINs in parallel: at most 3 are evaluated before the lock, and the correct PIN is then refused', async () => {
  const r = await recipientWithPin('739164');
  const answers = await Promise.all(Array.from({ length: 10 }, (_, i) => attempt(r.userId, String(100000 + i))));
  const evaluated = answers.filter((a) => a.startsWith('Incorrect PIN') || a === PinMessages.nowLocked);
  const refusedAsLocked = answers.filter((a) => a.startsWith('Account locked'));
  assert.equal(evaluated.length, 3, answers.join(' | '));
  assert.equal(answers.filter((a) => a === PinMessages.nowLocked).length, 1);
  assert.equal(refusedAsLocked.length, 7);
  assert.ok(!answers.includes('ok'));
  assert.match(await attempt(r.userId, '739164'), /^Account locked/);
});

test('no PIN set: verification is refused with the spec message; deleting a PIN removes it', async () => {
  const r = await recipientWithPin('739164');
  assert.equal((await api('DELETE', '/api/pin', { token: r.token })).status, 200);
  assert.equal(await attempt(r.userId, '739164'), PinMessages.notFound);
});
