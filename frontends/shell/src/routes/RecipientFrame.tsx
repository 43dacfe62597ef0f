import { useState, type ReactNode } from 'react';
import { useLocation } from '@portal/web-core/router';
import { useTranslation } from 'react-i18next';
import { formatUsd } from '@portal/contracts/web';
import { ToastProvider, useDashboard, useProfile, useSignOut } from '@portal/web-core';
import { AppFrame, SideNav, type SideNavItem } from '@portal/web-core/ui';
import { Brand } from '../components/Brand';
import { legalLinks } from '../components/frame-legal-links';

/** The money entries of the menu, opened in place on the dashboard with ?tab=<id> (spec 2 §2.1, §2.2). */
const MONEY_ITEMS = [
  { id: 'withdraw', label: 'menu.withdraw' },
  { id: 'transfer', label: 'menu.transfer' },
  { id: 'transactions', label: 'menu.transactions' },
] as const;

function useMenuItems(restricted: boolean, onLocked: () => void): SideNavItem[] {
  const { t } = useTranslation();
  const { pathname, search } = useLocation();
  const onDashboard = pathname === '/dashboard';
  const tab = onDashboard ? new URLSearchParams(search).get('tab') : null;
  const moneyTab = MONEY_ITEMS.some((item) => item.id === tab) ? tab : null;
  return [
    { id: 'dashboard', to: '/dashboard', label: t('menu.dashboard'), active: onDashboard && !moneyTab },
    ...MONEY_ITEMS.map((item) => ({
      id: item.id,
      to: `/dashboard?tab=${item.id}`,
      label: t(item.label),
      // The withdrawal pages belong to Withdraw.
      active: moneyTab === item.id || (item.id === 'withdraw' && pathname.startsWith('/withdrawals')),
      locked: restricted,
      lockedText: t('menu.locked'),
      onLocked,
    })),
    { id: 'support', to: '/support', label: t('menu.supportTicket'), active: pathname.startsWith('/support') },
    { id: 'settings', to: '/settings', label: t('menu.settings'), active: pathname.startsWith('/settings') },
  ];
}

/** The signed-in recipient: initial, name and balance. */
function Account() {
  const { t } = useTranslation();
  const profile = useProfile().data;
  const summary = useDashboard().data;
  if (!profile) return null;
  const name = profile.fullName || `${profile.firstName} ${profile.lastName}`;
  const initial = (profile.firstName || profile.fullName || profile.email || '?').trim().charAt(0).toUpperCase();
  return (
    <section className="frame-account" aria-label={t('shell.accountLabel')}>
      <span className="frame-avatar" aria-hidden="true">
        {initial}
      </span>
      <div>
        <div className="frame-account-name">{name}</div>
        <div className="frame-account-balance" data-testid="frame-balance">
          <span className="visually-hidden">{t('dashboard.balanceLabel')} </span>
          {summary ? formatUsd(summary.balanceCents) : '…'}
        </div>
      </div>
    </section>
  );
}

/**
 * The one frame around every recipient page (drawn once by the shell; the remotes render only their
 * content): the seven menu entries of spec 2 §2.2, the caller's balance, the page's toasts. Withdraw,
 * Transfer and Transactions are locked until KYC is approved: choosing one explains why above the page.
 */
export function RecipientFrame({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const signOut = useSignOut();
  const { pathname, search } = useLocation();
  const restricted = useProfile().data?.kycStatus !== 'approved';
  // The page a locked entry was chosen on: the notice stays until the user goes elsewhere.
  const [lockedOn, setLockedOn] = useState<string | null>(null);
  const place = pathname + search;
  const items = useMenuItems(restricted, () => setLockedOn(place));
  // A restricted money view already says why.
  const showsRestrictedView = pathname === '/dashboard' && items.slice(1, 4).some((item) => item.active);
  const notice =
    restricted && lockedOn === place && !showsRestrictedView ? (
      <div id="kyc-locked-notice" className="alert alert-warning alert-row" role="alert">
        <span>{t('kyc.restricted')}</span>
      </div>
    ) : null;
  return (
    <ToastProvider closeLabel={t('common.dismiss')}>
      <AppFrame
        brand={<Brand tagline={false} />}
        menuLabel={t('shell.menuButton')}
        skipLabel={t('shell.skipToContent')}
        account={<Account />}
        nav={<SideNav label={t('shell.mainNav')} items={items} action={{ label: t('menu.logOut'), onClick: () => void signOut('/') }} />}
        notice={notice}
        footerLabel={t('legal.footerLabel')}
        footerLinks={legalLinks(t)}
      >
        {children}
      </AppFrame>
    </ToastProvider>
  );
}
