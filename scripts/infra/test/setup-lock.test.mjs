// dev and test take turns at setting up what they share: a second run waits for the first one's release.
import assert from 'node:assert/strict';
import { jest, test } from '@jest/globals';
import { lockSharedSetup } from '../lib/setup-lock.mjs';

test('a second taker waits until the first releases the shared setup lock', async () => {
  const releaseFirst = await lockSharedSetup();
  const waiting = new Promise((resolve) => {
    jest.spyOn(console, 'log').mockImplementation((...args) => void (args.join(' ').includes('waiting for it') && resolve()));
  });
  let second = false;
  const taking = lockSharedSetup().then((release) => {
    second = true;
    return release;
  });
  await waiting; // the second taker found the lock held
  assert.equal(second, false);
  await releaseFirst();
  const releaseSecond = await taking;
  assert.equal(second, true);
  await releaseSecond();
  jest.restoreAllMocks();
});
