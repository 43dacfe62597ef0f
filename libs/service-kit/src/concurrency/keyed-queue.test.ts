import { test, expect } from '@jest/globals';
import { KeyedQueue } from './keyed-queue.js';

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

test('work for one key runs one at a time in arrival order, even when earlier work fails', async () => {
  const queue = new KeyedQueue();
  const log: string[] = [];
  let running = 0;
  let most = 0;
  const step = (name: string, fail = false) =>
    queue.run('user-1', async () => {
      running += 1;
      most = Math.max(most, running);
      log.push(`start ${name}`);
      await pause(5);
      log.push(`end ${name}`);
      running -= 1;
      if (fail) throw new Error(name);
      return name;
    });
  const results = await Promise.allSettled([step('a'), step('b', true), step('c')]);
  expect(most).toBe(1);
  expect(log).toEqual(['start a', 'end a', 'start b', 'end b', 'start c', 'end c']);
  expect(results.map((r) => r.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
  expect(queue.activeKeys).toBe(0);
});

test('different keys run side by side', async () => {
  const queue = new KeyedQueue();
  let running = 0;
  let most = 0;
  const step = (key: string) =>
    queue.run(key, async () => {
      running += 1;
      most = Math.max(most, running);
      await pause(10);
      running -= 1;
    });
  await Promise.all([step('a'), step('b'), step('c')]);
  expect(most).toBe(3);
});
