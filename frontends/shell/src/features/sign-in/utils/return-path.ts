import { safeRedirectPath } from '@portal/web-core';

const SIGN_IN_PATHS = ['/login', '/admin/login'];

/** The sign-in page for a signed-out visitor of `path`, which the sign-in then returns to. */
export function signInPathFor(path: string): string {
  return path === '/' || path === '/dashboard' ? '/login' : `/login?next=${encodeURIComponent(path)}`;
}

/**
 * Where a sign-in returns to: the `next` parameter when it is a path of this site (never another origin, nor a
 * sign-in page, which would loop), else the dashboard.
 */
export function returnPathOf(params: URLSearchParams): string {
  const path = safeRedirectPath(params.get('next'), '/dashboard');
  return SIGN_IN_PATHS.some((p) => path === p || path.startsWith(`${p}?`) || path.startsWith(`${p}/`)) ? '/dashboard' : path;
}
