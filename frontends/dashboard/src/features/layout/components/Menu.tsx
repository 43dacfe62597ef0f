import { Link, NavLink, useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { LockIcon } from '../../../components/Icons';
import { MONEY_TABS } from '../../../config/money-tabs';

/**
 * The user menu (spec 2 §2.2). Withdraw, Transfer and Transactions carry a lock icon and do nothing
 * but explain themselves while KYC is not approved; they unlock as soon as the polled profile says approved.
 */
export function Menu({ restricted, onLogout, onLocked }: { restricted: boolean; onLogout: () => void; onLocked: () => void }) {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const tab = params.get('tab');
  return (
    <nav className="dsh-menu" aria-label={t('menu.label')}>
      <ul>
        <li>
          <Link to="/dashboard" className={!tab ? 'is-active' : undefined} aria-current={!tab ? 'page' : undefined}>
            {t('menu.dashboard')}
          </Link>
        </li>
        {MONEY_TABS.map((entry) => (
          <li key={entry.id}>
            <Link
              to={`/dashboard?tab=${entry.id}`}
              className={`${tab === entry.id ? 'is-active' : ''}${restricted ? ' is-locked' : ''}`.trim() || undefined}
              aria-current={tab === entry.id ? 'page' : undefined}
              aria-disabled={restricted || undefined}
              title={restricted ? t('kyc.restricted') : undefined}
              data-testid={`menu-${entry.id}`}
              onClick={(event) => {
                // Locked: no navigation, the main area explains why.
                if (restricted) {
                  event.preventDefault();
                  onLocked();
                }
              }}
            >
              {t(entry.label)}
              {restricted && (
                <>
                  <LockIcon />
                  <span className="visually-hidden"> {t('menu.locked')}</span>
                </>
              )}
            </Link>
          </li>
        ))}
        <li>
          <NavLink to="/support">{t('menu.supportTicket')}</NavLink>
        </li>
        <li>
          <NavLink to="/settings">{t('menu.settings')}</NavLink>
        </li>
        <li>
          <button type="button" onClick={onLogout}>
            {t('menu.logOut')}
          </button>
        </li>
      </ul>
    </nav>
  );
}
