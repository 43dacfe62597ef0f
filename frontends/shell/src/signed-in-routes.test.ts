import { expect, test } from '@jest/globals';
import { signedInRoute } from './signed-in-routes';

test('a guarded page names the remote that draws it and its guard', () => {
  expect(signedInRoute('/dashboard')).toEqual({ remote: 'dashboard', recipient: true });
  expect(signedInRoute('/settings')).toEqual({ remote: 'settings', recipient: true });
  expect(signedInRoute('/settings/pin')).toEqual({ remote: 'settings', recipient: true });
  expect(signedInRoute('/support')).toEqual({ remote: 'support', recipient: true });
  expect(signedInRoute('/withdrawals/new')).toEqual({ remote: 'money', recipient: true });
  expect(signedInRoute('/admin/dashboard')).toEqual({ remote: 'admin', recipient: false });
  expect(signedInRoute('/admin/users/')).toEqual({ remote: 'admin', recipient: false });
});

test('public pages start no session check and load no remote', () => {
  for (const path of ['/', '/login', '/register', '/forgot-password', '/reset-password', '/admin', '/admin/', '/admin/login', '/dashboard/x', '/nope']) {
    expect(signedInRoute(path)).toBeNull();
  }
});
