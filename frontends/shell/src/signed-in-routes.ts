/** The remote that draws a signed-in page, and what that page needs from the API before it can show anything. */
export interface SignedInRoute {
  remote: 'dashboard' | 'money' | 'settings' | 'support' | 'admin';
  /** Behind the recipient guard (the caller, their preferences) rather than the admin guard. */
  recipient: boolean;
}

/**
 * The signed-in page a path opens (the guarded routes of App.tsx), or null for public pages such as the
 * landing page, sign-in, registration and password reset, which must not start a Keycloak session.
 */
export function signedInRoute(pathname: string): SignedInRoute | null {
  const first = pathname.split('/')[1] ?? '';
  switch (first) {
    case 'dashboard':
      return pathname === '/dashboard' || pathname === '/dashboard/' ? { remote: 'dashboard', recipient: true } : null;
    case 'settings':
      return { remote: 'settings', recipient: true };
    case 'support':
      return pathname === '/support' || pathname === '/support/' ? { remote: 'support', recipient: true } : null;
    case 'withdrawals':
      return { remote: 'money', recipient: true };
    case 'admin': {
      const rest = pathname.slice('/admin'.length).replace(/\/$/, '');
      return rest === '' || rest === '/login' ? null : { remote: 'admin', recipient: false };
    }
    default:
      return null;
  }
}
