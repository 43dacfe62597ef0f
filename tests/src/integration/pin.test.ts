import { test, beforeAll, afterAll } from '@jest/globals';
import assert from 'node:assert/strict';
import { PinMessages, Api } from '@portal/contracts';
import { NatsRpc } from '../support/rpc.js';
import { registerRecipient, setAccountStatus, tokenFor, type RawAnswer, rawRequest } from '../support/platform.js';
import { waitFor } from '../support/wait.js';
import { pinAttempts, recipientWithPin } from '../support/pin.js';
import { clientFor } from '../support/client.js';
import { databaseProbe } from '../support/databases.js';

const rpc = new NatsRpc(30_000);
const ledger = databaseProbe('ledger-withdrawals', { writable: true });
beforeAll(() => rpc.connect());
afterAll(async () => {
  await rpc.close();
});

const { attempt, attemptWhenAllowed } = pinAttempts(rpc);

type Answer = RawAnswer<{ message?: string; hasPin?: boolean; lockedUntil?: string | null }>;
// Sends any body, also ones the contract refuses (an empty one, a PIN without its confirmation): raw.
const pinRequest = (method: 'PUT' | 'DELETE', token: string, body: object): Promise<Answer> => rawRequest(method, '/api/pin', { token, body });
const pinRequestWhenAllowed = (method: 'PUT' | 'DELETE', token: string, body: object) =>
  waitFor(
    async () => {
      const answer = await pinRequest(method, token, body);
      return answer.status === 429 ? null : answer;
    },
    { what: 'the pause after a wrong PIN', intervalMs: 200 },
  );
const outcome = (answer: Answer) => [answer.status, answer.body.message];

async function pinRow(userId: string) {
  const { rows } = await ledger.query<{ pin_hash: string | null; failed_attempts: number; locked_until: Date | null }>(
    'SELECT pin_hash, failed_attempts, locked_until FROM user_pins WHERE user_id = $1',
    [userId],
  );
  return rows[0];
}

/** Three wrong entries, a second apart: the PIN is locked for 30 minutes. */
async function lockPin(userId: string) {
  assert.equal(await attemptWhenAllowed(userId, '000001'), PinMessages.incorrect(2));
  assert.equal(await attemptWhenAllowed(userId, '000002'), PinMessages.incorrect(1));
  assert.equal(await attemptWhenAllowed(userId, '000003'), PinMessages.nowLocked);
}

/** The bcrypt cost the platform under test hashes PINs with: 12, or the test platform's cheaper PIN_BCRYPT_COST (production refuses that: see pin-hasher.test.ts). */
const PIN_COST = (process.env.PIN_BCRYPT_COST || '12').padStart(2, '0');

test("the PIN is stored as a bcrypt hash (at the platform's cost), never as the digits", async () => {
  const r = await recipientWithPin('739164');
  const [row] = (await ledger.query('SELECT pin_hash FROM user_pins WHERE user_id = $1', [r.userId])).rows;
  assert.match(row.pin_hash, new RegExp(`^\\$2[aby]\\$${PIN_COST}\\$`));
  assert.ok(!row.pin_hash.includes('739164'));
  assert.deepEqual((await clientFor(r.token).answer(Api.pin.status)).body, { hasPin: true, lockedUntil: null });
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
    const answer = await clientFor(token).answer(Api.pin.set, { body: { pin, confirmPin } });
    assert.equal(answer.status, 400, pin);
    assert.equal(answer.body.message, message);
  }
  assert.deepEqual((await clientFor(token).answer(Api.pin.status)).body, { hasPin: false, lockedUntil: null });
});

test('wrong entries count down, the third locks for 30 minutes, and the right PIN is refused while locked', async () => {
  const r = await recipientWithPin('739164');
  assert.equal(await attempt(r.userId, '000001'), 'Incorrect PIN. 2 attempt(s) remaining.');
  assert.equal(await attemptWhenAllowed(r.userId, '739164'), 'ok', 'a correct entry resets the count');
  assert.equal(await attemptWhenAllowed(r.userId, '000001'), 'Incorrect PIN. 2 attempt(s) remaining.');
  assert.equal(await attemptWhenAllowed(r.userId, '000002'), 'Incorrect PIN. 1 attempt(s) remaining.');
  assert.equal(await attemptWhenAllowed(r.userId, '000003'), PinMessages.nowLocked);
  assert.equal(await attempt(r.userId, '739164'), 'Account locked due to multiple failed attempts. Try again in 30 minutes.');
  const status = await clientFor(r.token).answer(Api.pin.status);
  const lockedFor = new Date(status.body.lockedUntil ?? 0).getTime() - Date.now();
  assert.ok(lockedFor > 29 * 60_000 && lockedFor <= 30 * 60_000);
});

test('10 wrong PINs in parallel: one is evaluated, the other 9 come within 1 s of it and are refused with 429, uncounted', async () => {
  const r = await recipientWithPin('739164');
  const answers = await Promise.all(Array.from({ length: 10 }, (_, i) => attempt(r.userId, String(100000 + i))));
  assert.equal(answers.filter((a) => a === PinMessages.incorrect(2)).length, 1, answers.join(' | '));
  assert.equal(answers.filter((a) => a === PinMessages.tooSoon).length, 9, answers.join(' | '));
  assert.equal((await pinRow(r.userId))?.failed_attempts, 1);
  assert.equal(await attemptWhenAllowed(r.userId, '100010'), PinMessages.incorrect(1));
  assert.equal(await attemptWhenAllowed(r.userId, '100011'), PinMessages.nowLocked);
  assert.match(await attempt(r.userId, '739164'), /^Account locked/);
});

test('two attempts within 1 s: the second is refused with 429 and a clear message and is not counted (verify and PIN-proved changes)', async () => {
  const r = await recipientWithPin('739164');
  const before = await pinRow(r.userId);
  assert.equal(await attempt(r.userId, '000001'), PinMessages.incorrect(2));
  const change = await pinRequest('PUT', r.token, { pin: '482915', confirmPin: '482915', currentPin: '739164' });
  assert.deepEqual(outcome(change), [429, PinMessages.tooSoon], 'even the right current PIN waits');
  const remove = await pinRequest('DELETE', r.token, { currentPin: '000002' });
  assert.deepEqual(outcome(remove), [429, PinMessages.tooSoon]);
  assert.equal(await attempt(r.userId, '000003'), PinMessages.tooSoon);
  const after = await pinRow(r.userId);
  assert.equal(after?.failed_attempts, 1, 'the refused attempts were not counted');
  assert.equal(after?.pin_hash, before?.pin_hash, 'the PIN did not change');
  assert.equal(await attemptWhenAllowed(r.userId, '000004'), PinMessages.incorrect(1), 'a second later the next one counts');
});

test('a locked PIN cannot be escaped: replacing and deleting are refused without proof and with the right current PIN, and the lock survives', async () => {
  const r = await recipientWithPin('739164');
  await lockPin(r.userId);
  const before = await pinRow(r.userId);
  assert.ok(before?.locked_until && before.failed_attempts === 3);

  assert.deepEqual(outcome(await pinRequest('PUT', r.token, { pin: '482915', confirmPin: '482915' })), [403, PinMessages.proofRequired]);
  assert.deepEqual(outcome(await pinRequest('DELETE', r.token, {})), [403, PinMessages.proofRequired]);
  assert.deepEqual(
    outcome(await rawRequest<{ message?: string }>('DELETE', '/api/pin', { token: r.token })),
    [403, PinMessages.proofRequired],
    'no body at all',
  );
  const replace = await pinRequest('PUT', r.token, { pin: '482915', confirmPin: '482915', currentPin: '739164' });
  assert.equal(replace.status, 423);
  assert.match(replace.body.message ?? '', /^Account locked due to multiple failed attempts/);
  const remove = await pinRequest('DELETE', r.token, { currentPin: '739164' });
  assert.equal(remove.status, 423);
  assert.match(remove.body.message ?? '', /^Account locked due to multiple failed attempts/);

  assert.deepEqual(await pinRow(r.userId), before, 'hash, count and lock are unchanged');
  assert.deepEqual((await clientFor(r.token).answer(Api.pin.status)).body, { hasPin: true, lockedUntil: before.locked_until.toISOString() });
  assert.match(await attempt(r.userId, '739164'), /^Account locked/);
  assert.match(await attempt(r.userId, '482915'), /^Account locked/);
});

test('replacing and deleting with the right current PIN work; a deleted PIN keeps its row without a hash', async () => {
  const r = await recipientWithPin('739164');
  const replaced = await pinRequest('PUT', r.token, { pin: '482915', confirmPin: '482915', currentPin: '739164' });
  assert.deepEqual([replaced.status, replaced.body], [200, { hasPin: true, lockedUntil: null }]);
  assert.equal(await attempt(r.userId, '482915'), 'ok', 'the new PIN works');
  assert.equal(await attempt(r.userId, '739164'), PinMessages.incorrect(2), 'the old one no longer does');

  const removed = await pinRequestWhenAllowed('DELETE', r.token, { currentPin: '482915' });
  assert.deepEqual([removed.status, removed.body], [200, { hasPin: false, lockedUntil: null }]);
  assert.deepEqual(await pinRow(r.userId), { pin_hash: null, failed_attempts: 0, locked_until: null }, 'the right PIN cleared the count');
  assert.equal(await attempt(r.userId, '482915'), PinMessages.notFound);
  assert.deepEqual((await clientFor(r.token).answer(Api.pin.status)).body, { hasPin: false, lockedUntil: null });

  const again = await pinRequest('PUT', r.token, { pin: '739164', confirmPin: '739164' });
  assert.deepEqual([again.status, again.body], [200, { hasPin: true, lockedUntil: null }], 'a first PIN needs no proof');
  assert.equal(await attempt(r.userId, '739164'), 'ok');
});

test('a wrong current PIN during a change counts toward the lock like any wrong entry, and changes nothing', async () => {
  const r = await recipientWithPin('739164');
  const before = await pinRow(r.userId);
  const replace = await pinRequest('PUT', r.token, { pin: '482915', confirmPin: '482915', currentPin: '000001' });
  assert.deepEqual(outcome(replace), [400, PinMessages.incorrect(2)]);
  const remove = await pinRequestWhenAllowed('DELETE', r.token, { currentPin: '000002' });
  assert.deepEqual(outcome(remove), [400, PinMessages.incorrect(1)]);
  assert.equal(await attemptWhenAllowed(r.userId, '000003'), PinMessages.nowLocked);
  const after = await pinRow(r.userId);
  assert.equal(after?.pin_hash, before?.pin_hash);
  assert.equal(after?.failed_attempts, 3);
  assert.ok(after?.locked_until);
});

test('setting a PIN on a deleted one that still carries a lock leaves the lock in place', async () => {
  const r = await recipientWithPin('739164');
  await ledger.query(`UPDATE user_pins SET pin_hash = NULL, failed_attempts = 3, locked_until = now() + interval '30 minutes' WHERE user_id = $1`, [r.userId]);
  assert.equal((await clientFor(r.token).answer(Api.pin.status)).body.hasPin, false);
  const set = await pinRequest('PUT', r.token, { pin: '482915', confirmPin: '482915' });
  assert.equal(set.status, 200);
  assert.equal(set.body.hasPin, true);
  assert.ok(set.body.lockedUntil, 'still locked');
  assert.match(await attempt(r.userId, '482915'), /^Account locked/);
  assert.equal((await pinRow(r.userId))?.failed_attempts, 3);
});

test('the account password is no proof: replacing or deleting a PIN with it is refused and changes nothing, locked or not', async () => {
  const r = await recipientWithPin('739164');
  const before = await pinRow(r.userId);
  assert.deepEqual(outcome(await pinRequest('PUT', r.token, { pin: '482915', confirmPin: '482915', password: r.password })), [403, PinMessages.proofRequired]);
  assert.deepEqual(outcome(await pinRequest('DELETE', r.token, { password: r.password })), [403, PinMessages.proofRequired]);
  assert.deepEqual(await pinRow(r.userId), before, 'nothing changed');

  await lockPin(r.userId);
  const locked = await pinRow(r.userId);
  assert.deepEqual(outcome(await pinRequest('PUT', r.token, { pin: '482915', confirmPin: '482915', password: r.password })), [403, PinMessages.proofRequired]);
  assert.deepEqual(outcome(await pinRequest('DELETE', r.token, { password: r.password })), [403, PinMessages.proofRequired]);
  assert.deepEqual(await pinRow(r.userId), locked, 'the lock stays, the PIN is unchanged');
  assert.match(await attempt(r.userId, '739164'), /^Account locked/);
});

test('bad input is a 400 with a clear message; nothing changes and nothing is counted', async () => {
  const r = await recipientWithPin('739164');
  const before = await pinRow(r.userId);
  const cases: Array<['PUT' | 'DELETE', object, string]> = [
    ['PUT', { pin: '482915', confirmPin: '482915', currentPin: '12ab' }, `currentPin: ${PinMessages.currentPinLength}`],
    ['PUT', { pin: '123456', confirmPin: '123456', currentPin: '000001' }, PinMessages.weak],
    ['PUT', { pin: '482915', confirmPin: '482916', currentPin: '000001' }, PinMessages.mismatch],
    ['DELETE', { currentPin: '12' }, `currentPin: ${PinMessages.currentPinLength}`],
  ];
  for (const [method, body, message] of cases) {
    assert.deepEqual(outcome(await pinRequest(method, r.token, body)), [400, message], JSON.stringify(body));
  }
  assert.deepEqual(await pinRow(r.userId), before);
  assert.equal(await attempt(r.userId, '739164'), 'ok', 'no wrong attempt was counted, so no pause either');
});

test('no PIN set: verification is refused with the spec message; deleting a PIN removes it', async () => {
  const r = await recipientWithPin('739164');
  assert.equal((await pinRequest('DELETE', r.token, { currentPin: '739164' })).status, 200);
  assert.equal(await attempt(r.userId, '739164'), PinMessages.notFound);
});
