import { expect, test } from '@jest/globals';
import { Api } from '@portal/contracts/web';
import { FIRST_READ_PREFETCH } from './signed-in-start';
import { firstReads } from './signed-in-reads';
import { signedInRoute } from './signed-in-routes';

const SIGNED_IN_PAGES = ['/dashboard', '/settings', '/support', '/withdrawals', '/admin/dashboard'];

test('every first read of a signed-in page also goes into the query cache, where its screens look', () => {
  for (const path of SIGNED_IN_PAGES) {
    const route = signedInRoute(path);
    if (!route) throw new Error(`${path} is not a signed-in page`);
    for (const read of firstReads(route)) expect(FIRST_READ_PREFETCH.has(read)).toBe(true);
  }
});

test('a recipient page reads the caller and their preferences first, the dashboard its figures too; an admin page the caller only', () => {
  const reads = (path: string) => firstReads(signedInRoute(path) ?? { remote: 'dashboard', recipient: true });
  expect(reads('/dashboard')).toEqual([Api.me.get, Api.me.preferences, Api.me.dashboard]);
  expect(reads('/settings')).toEqual([Api.me.get, Api.me.preferences]);
  expect(reads('/admin/dashboard')).toEqual([Api.me.get]);
});
