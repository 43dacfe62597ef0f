import { expect, test } from '@jest/globals';
import { browserRoutes } from './browser-routes.js';
import { Api as BrowserApi } from './route-table.js';
import { Api } from './routes.js';

test('the browser route table is every declared route without its schemas', () => {
  expect(BrowserApi).toEqual(browserRoutes(Api));
});

test('the browser route table holds no schema', () => {
  const values = (value: unknown): unknown[] => (typeof value === 'object' && value !== null ? [value, ...Object.values(value).flatMap(values)] : []);
  expect(values(BrowserApi).filter((v) => typeof (v as { safeParse?: unknown }).safeParse === 'function')).toEqual([]);
});
