import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { formatUsd, type DashboardSummary, type Profile } from '@portal/contracts';
import { Menu } from './Menu';

/** The user's initial, name and balance (only on /dashboard, which is this remote) and the menu. */
export function Sidebar({
  profile,
  summary,
  restricted,
  onLogout,
  onLocked,
}: {
  profile: Profile;
  summary: DashboardSummary | undefined;
  restricted: boolean;
  onLogout: () => void;
  onLocked: () => void;
}) {
  const { t } = useTranslation();
  const initial = (profile.firstName || profile.fullName || profile.email || '?').trim().charAt(0).toUpperCase();
  return (
    <aside className="dsh-sidebar">
      <Link to="/" className="dsh-brand">
        <span className="dsh-brand-mark" aria-hidden="true">
          U
        </span>{' '}
        UNSEAF Grant Portal
      </Link>
      <div className="dsh-user">
        <span className="dsh-avatar" aria-hidden="true">
          {initial}
        </span>
        <div>
          <div className="dsh-user-name">{profile.fullName || `${profile.firstName} ${profile.lastName}`}</div>
          <div className="dsh-user-balance">
            <span className="visually-hidden">{t('dashboard.balanceLabel')} </span>
            {summary ? formatUsd(summary.balanceCents) : '…'}
          </div>
        </div>
      </div>
      <Menu restricted={restricted} onLogout={onLogout} onLocked={onLocked} />
    </aside>
  );
}
