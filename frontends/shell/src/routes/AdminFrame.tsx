import type { ReactNode } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { ToastProvider, useSignOut } from '@portal/web-core';
import { AppFrame, SideNav } from '@portal/web-core/ui';

/** The back office's sections (spec 2 §2.1); the back office is in English. */
const SECTIONS = [
  { id: 'admin-dashboard', to: '/admin/dashboard', label: 'Dashboard' },
  { id: 'admin-withdrawals', to: '/admin/withdrawals', label: 'Withdrawals' },
  { id: 'admin-system', to: '/admin/system', label: 'System' },
] as const;

/** The one frame around every admin page, drawn once by the shell around the admin remote. */
export function AdminFrame({ children }: { children: ReactNode }) {
  const signOut = useSignOut();
  const { pathname } = useLocation();
  const items = SECTIONS.map((section) => ({
    ...section,
    // /admin/dashboard-full is the dashboard too.
    active: pathname === section.to || (section.to === '/admin/dashboard' && pathname.startsWith('/admin/dashboard')),
  }));
  return (
    <ToastProvider>
      <AppFrame
        brand={
          <Link to="/admin/dashboard" className="brand">
            <span className="brand-mark" aria-hidden="true">
              U
            </span>
            Admin Portal
          </Link>
        }
        menuLabel="Menu"
        skipLabel="Skip to main content"
        nav={<SideNav label="Admin" items={items} action={{ label: 'Sign Out', onClick: () => void signOut('/admin/login') }} />}
      >
        {children}
      </AppFrame>
    </ToastProvider>
  );
}
