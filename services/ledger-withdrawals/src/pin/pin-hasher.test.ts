import { afterAll, test } from '@jest/globals';
import assert from 'node:assert/strict';
import { availableParallelism } from 'node:os';
import { PinHasher, pinCostFromEnv } from './pin-hasher.js';

/** A PinHasher made with `env` in place of the process's environment. */
function hasherWith(env: NodeJS.ProcessEnv): PinHasher {
  const saved = process.env;
  process.env = env;
  try {
    return new PinHasher();
  } finally {
    process.env = saved;
  }
}

// The production configuration, whatever the environment of the test run sets.
const hasher = hasherWith({ NODE_ENV: 'production', PORTAL_PROFILE: 'production' });
afterAll(() => hasher.onModuleDestroy());

test('a PIN is hashed with bcrypt at cost 12 and verified on the pool', async () => {
  const hashed = await hasher.hash('739164');
  assert.match(hashed, /^\$2[aby]\$12\$/);
  assert.equal(await hasher.verify('739164', hashed), true);
  assert.equal(await hasher.verify('739165', hashed), false);
});

// Made by the hashing library's previous major version (2.0.0), as the PINs set before it changed are stored:
// the same $2b$ format, so every existing PIN still verifies.
const STORED_BEFORE = '$2b$12$37s.Kbj99FaJJ9VOhvhV..F79KlowPP/7YpSegb2OleqbEC8PnzYu';

test('a PIN hashed before the library changed still verifies, and only with its own PIN', async () => {
  assert.equal(await hasher.verify('739164', STORED_BEFORE), true);
  assert.equal(await hasher.verify('739165', STORED_BEFORE), false);
});

test('a malformed hash never matches, and a check that fails rejects (the PIN service refuses then)', async () => {
  assert.equal(await hasher.verify('739164', 'not-a-bcrypt-hash'), false);
  await assert.rejects(hasher.verify('739164', undefined as unknown as string));
});

test('checks run side by side, one thread per core, and leave the event loop free', async () => {
  const hashed = await hasher.hash('246810');
  let ticks = 0;
  const ticker = setInterval(() => (ticks += 1), 10);
  const started = Date.now();
  const checks = availableParallelism();
  const results = await Promise.all(Array.from({ length: checks }, () => hasher.verify('246810', hashed)));
  const elapsed = Date.now() - started;
  clearInterval(ticker);
  assert.deepEqual(results, Array(checks).fill(true));
  // The event loop kept turning while the hashes ran (at least a tick for every 50 ms they took).
  assert.ok(ticks >= Math.floor(elapsed / 50), `event loop ticked ${ticks} times in ${elapsed} ms`);
});

test('production and development hash PINs at cost 12 and refuse a cheaper PIN_BCRYPT_COST at start', () => {
  for (const PORTAL_PROFILE of ['production', 'development', undefined]) {
    assert.equal(pinCostFromEnv({ NODE_ENV: 'production', PORTAL_PROFILE }), 12);
    assert.equal(pinCostFromEnv({ NODE_ENV: 'production', PORTAL_PROFILE, PIN_BCRYPT_COST: '' }), 12);
    assert.equal(pinCostFromEnv({ NODE_ENV: 'production', PORTAL_PROFILE, PIN_BCRYPT_COST: '13' }), 13);
    for (const cheaper of ['4', '11']) {
      assert.throws(() => pinCostFromEnv({ NODE_ENV: 'production', PORTAL_PROFILE, PIN_BCRYPT_COST: cheaper }), /below 12: .*test platform only/);
    }
  }
});

test("only the test platform may set a cheaper PIN hash, and never below bcrypt's own range", () => {
  assert.equal(pinCostFromEnv({ NODE_ENV: 'production', PORTAL_PROFILE: 'test', PIN_BCRYPT_COST: '4' }), 4);
  assert.equal(pinCostFromEnv({ NODE_ENV: 'production', PORTAL_PROFILE: 'test' }), 12);
  for (const bad of ['3', '32', '4.5', 'four']) {
    assert.throws(() => pinCostFromEnv({ PORTAL_PROFILE: 'test', PIN_BCRYPT_COST: bad }), /whole number from 4 to 31/);
  }
});

test('a hasher made on the production configuration writes $2b$12$ hashes', async () => {
  const production = hasherWith({ NODE_ENV: 'production', PORTAL_PROFILE: 'production' });
  try {
    assert.match(await production.hash('739164'), /^\$2b\$12\$/);
  } finally {
    await production.onModuleDestroy();
  }
});

test('a hasher on the production profile with a cheaper PIN_BCRYPT_COST does not start', () => {
  assert.throws(() => hasherWith({ NODE_ENV: 'production', PORTAL_PROFILE: 'production', PIN_BCRYPT_COST: '4' }), /below 12/);
});
