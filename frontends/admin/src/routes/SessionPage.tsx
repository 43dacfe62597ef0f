import { authClient, useAuth } from '@portal/web-core';
import { usePageTitle } from '@portal/web-core/ui';
import { ADMIN_SITE_TITLE } from '../config/site';

/** /admin/test: who is signed in and for how long. */
export function SessionPage() {
  usePageTitle('Admin Session', ADMIN_SITE_TITLE);
  const auth = useAuth();
  return (
    <>
      <h1>Admin Session</h1>
      <section className="card adm-section">
        <dl className="detail-list">
          <dt>Signed in</dt>
          <dd>{auth.authenticated ? 'yes' : 'no'}</dd>
          <dt>User id</dt>
          <dd>{auth.userId ?? '—'}</dd>
          <dt>Roles</dt>
          <dd>{auth.roles.join(', ') || '—'}</dd>
          <dt>Token expires in</dt>
          <dd>{authClient.tokenExpiresIn() ?? '—'} s</dd>
        </dl>
      </section>
    </>
  );
}
