import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Api, staffMayCall } from '@portal/contracts/web';
import { Link, useLocation } from '@portal/web-core/router';
import { ToastProvider, useAuth, useSignOut } from '@portal/web-core';
import { AppFrame, SideNav } from '@portal/web-core/ui';
import { legalLinks } from '../components/frame-legal-links';
import { ADMIN_PORTAL_NAME } from '../components/Brand';

/**
 * The back office's sections (spec 2 §2.1); the back office is in English. Each is shown to the callers whose
 * roles may call the route its page opens with (the contracts' staffMayCall: the admin sees every one).
 */
const SECTIONS = [
  { id: 'admin-dashboard', to: '/admin/dashboard', label: 'Dashboard', route: Api.adminUsers.overview },
  { id: 'admin-withdrawals', to: '/admin/withdrawals', label: 'Withdrawals', route: Api.admin.withdrawals },
  { id: 'admin-webhooks', to: '/admin/webhooks', label: 'Webhooks', labelKey: 'adminWebhooks.nav', route: Api.adminWebhooks.endpoints },
  { id: 'admin-system', to: '/admin/system', label: 'System', route: Api.adminSystem.report },
] as const;

/** Further pages of a section besides its own address. */
const SECTION_PAGES: Partial<Record<(typeof SECTIONS)[number]['id'], readonly string[]>> = {
  'admin-dashboard': ['/admin/dashboard'],
  'admin-system': ['/admin/test', '/admin/debug'],
};

/** The one frame around every admin page, drawn once by the shell around the admin remote. */
export function AdminFrame({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const signOut = useSignOut();
  const { pathname } = useLocation();
  const { roles } = useAuth();
  const items = SECTIONS.filter((section) => staffMayCall(section.route, roles)).map((section) => ({
    id: section.id,
    to: section.to,
    // A section whose label is in the catalogues is named in the page's language.
    label: 'labelKey' in section ? t(section.labelKey) : section.label,
    // /admin/dashboard-full is the dashboard too; the test and debug pages belong to the System area.
    active: pathname === section.to || (SECTION_PAGES[section.id]?.some((page) => pathname.startsWith(page)) ?? false),
  }));
  return (
    <ToastProvider>
      <AppFrame
        brand={
          <Link to="/admin/dashboard" className="brand">
            <span className="brand-mark" aria-hidden="true">
              U
            </span>
            <span>{ADMIN_PORTAL_NAME}</span>
          </Link>
        }
        menuLabel="Menu"
        skipLabel="Skip to main content"
        nav={<SideNav label="Admin" items={items} action={{ label: 'Sign Out', onClick: () => void signOut('/admin/login') }} />}
        footerLabel={t('legal.footerLabel')}
        footerLinks={legalLinks(t)}
      >
        {children}
      </AppFrame>
    </ToastProvider>
  );
}
