import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { Brand } from './Brand';

/** Frame of the sign-in, registration and password screens; every one links back to the landing page. */
export function AuthLayout({ children, wide = false }: { children: ReactNode; wide?: boolean }) {
  return (
    <div className="auth-page">
      <header className="site-header">
        <div className="container">
          <Brand />
          <Link to="/" className="btn btn-ghost-light btn-sm">
            Back to Home
          </Link>
        </div>
      </header>
      <main id="main" className="auth-main">
        <div className={`card auth-card${wide ? ' wide' : ''}`}>{children}</div>
      </main>
    </div>
  );
}
