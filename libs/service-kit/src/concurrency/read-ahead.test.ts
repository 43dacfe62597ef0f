import { test, expect } from '@jest/globals';
import { ReadAhead } from './read-ahead.js';

test('an item read ahead is taken once; the next take of its key reads again', async () => {
  const ahead = new ReadAhead<string>(4, 1000);
  const reads: string[] = [];
  const read = (name: string) => () => {
    reads.push(name);
    return Promise.resolve(name);
  };
  ahead.readAhead('page-2', read('ahead'));
  expect(await ahead.take('page-2', read('now'))).toBe('ahead');
  expect(await ahead.take('page-2', read('now'))).toBe('now');
  expect(reads).toEqual(['ahead', 'now']);
  expect(ahead.size).toBe(0);
});

test('an item past its time is read again, and is dropped when another is read ahead', async () => {
  let now = 0;
  const ahead = new ReadAhead<string>(4, 1000, () => now);
  ahead.readAhead('page-2', () => Promise.resolve('stale'));
  now = 1001;
  expect(await ahead.take('page-2', () => Promise.resolve('fresh'))).toBe('fresh');
  ahead.readAhead('page-3', () => Promise.resolve('old'));
  now = 2002;
  ahead.readAhead('page-9', () => Promise.resolve('new'));
  expect(ahead.size).toBe(1);
});

test('at most `max` items are held, the oldest dropped first', async () => {
  const ahead = new ReadAhead<string>(2, 1000);
  ahead.readAhead('a', () => Promise.resolve('a'));
  ahead.readAhead('b', () => Promise.resolve('b'));
  ahead.readAhead('c', () => Promise.resolve('c'));
  expect(ahead.size).toBe(2);
  expect(await ahead.take('a', () => Promise.resolve('read a'))).toBe('read a');
  expect(await ahead.take('b', () => Promise.resolve('read b'))).toBe('b');
});

test('a read ahead that failed is read again when asked for, and never rejects unheard', async () => {
  const unhandled: unknown[] = [];
  const onUnhandled = (reason: unknown) => unhandled.push(reason);
  process.on('unhandledRejection', onUnhandled);
  try {
    const ahead = new ReadAhead<string>(4, 1000);
    ahead.readAhead('page-2', () => Promise.reject(new Error('database went away')));
    ahead.readAhead('page-3', () => Promise.reject(new Error('never asked for')));
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(await ahead.take('page-2', () => Promise.resolve('read again'))).toBe('read again');
    await expect(ahead.take('page-3', () => Promise.reject(new Error('still down')))).rejects.toThrow('still down');
    expect(unhandled).toEqual([]);
  } finally {
    process.off('unhandledRejection', onUnhandled);
  }
});

test('page: each page of a sequence is answered, its successor read ahead at once and taken by the next request', async () => {
  type Page = { n: number; next: number | null };
  const ahead = new ReadAhead<Page>(4, 1000);
  const reads: number[] = [];
  const reading = {
    key: (q: { at: number }) => `at ${q.at}`,
    read: async (q: { at: number }): Promise<Page> => {
      reads.push(q.at);
      return { n: q.at, next: q.at < 3 ? q.at + 1 : null };
    },
    following: (_q: { at: number }, page: Page) => (page.next === null ? undefined : { at: page.next }),
  };
  const pages: number[] = [];
  for (let at: number | null = 1; at !== null;) {
    const page: Page = await ahead.page({ at }, reading);
    pages.push(page.n);
    expect(reads.at(-1)).toBe(page.next ?? page.n); // the next one was read before this one came back
    at = page.next;
  }
  expect(pages).toEqual([1, 2, 3]);
  expect(reads).toEqual([1, 2, 3]); // each page read once: the second and third were the ones read ahead
  expect(ahead.size).toBe(0);
});
