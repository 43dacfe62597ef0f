import { Link, NavLink, useSearchParams } from 'react-router-dom';
import { KycMessages } from '@portal/contracts';
import { LockIcon } from '../../../components/Icons';
import { MONEY_TABS } from '../../../config/money-tabs';

/**
 * The user menu (spec 2 §2.2). Withdraw, Transfer and Transactions carry a lock icon and do nothing
 * but explain themselves while KYC is not approved; they unlock as soon as the polled profile says approved.
 */
export function Menu({ restricted, onLogout, onLocked }: { restricted: boolean; onLogout: () => void; onLocked: () => void }) {
  const [params] = useSearchParams();
  const tab = params.get('tab');
  return (
    <nav className="dsh-menu" aria-label="Dashboard menu">
      <ul>
        <li>
          <Link to="/dashboard" className={!tab ? 'is-active' : undefined} aria-current={!tab ? 'page' : undefined}>
            Dashboard
          </Link>
        </li>
        {MONEY_TABS.map((t) => (
          <li key={t.id}>
            <Link
              to={`/dashboard?tab=${t.id}`}
              className={`${tab === t.id ? 'is-active' : ''}${restricted ? ' is-locked' : ''}`.trim() || undefined}
              aria-current={tab === t.id ? 'page' : undefined}
              aria-disabled={restricted || undefined}
              title={restricted ? KycMessages.restricted : undefined}
              data-testid={`menu-${t.id}`}
              onClick={(event) => {
                // Locked: no navigation, the main area explains why.
                if (restricted) {
                  event.preventDefault();
                  onLocked();
                }
              }}
            >
              {t.label}
              {restricted && (
                <>
                  <LockIcon />
                  <span className="visually-hidden"> (locked)</span>
                </>
              )}
            </Link>
          </li>
        ))}
        <li>
          <NavLink to="/support">Support Ticket</NavLink>
        </li>
        <li>
          <NavLink to="/settings">Settings</NavLink>
        </li>
        <li>
          <button type="button" onClick={onLogout}>
            Log Out
          </button>
        </li>
      </ul>
    </nav>
  );
}
