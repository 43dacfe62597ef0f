import type { ReactNode } from 'react';
import { Link } from '@portal/web-core/router';

export interface SideNavItem {
  /** Stable id (the link's test id is `menu-<id>`). */
  id: string;
  to: string;
  label: string;
  /** The page this item leads to is the one shown (aria-current="page"). */
  active: boolean;
  /** Locked: shown with a lock and its `lockedText`, it does not navigate but calls `onLocked`. */
  locked?: boolean;
  lockedText?: string;
  onLocked?: () => void;
}

export interface SideNavProps {
  /** The navigation landmark's name (unique on the page). */
  label: string;
  items: readonly SideNavItem[];
  /** A last entry that is an action rather than a page (sign-out). */
  action?: { label: string; onClick: () => void };
}

const LockIcon = () => (
  <svg className="side-nav-lock" viewBox="0 0 16 16" width={14} height={14} aria-hidden="true" focusable="false">
    <path
      fill="currentColor"
      d="M4 7V5a4 4 0 1 1 8 0v2h.5A1.5 1.5 0 0 1 14 8.5v5a1.5 1.5 0 0 1-1.5 1.5h-9A1.5 1.5 0 0 1 2 13.5v-5A1.5 1.5 0 0 1 3.5 7H4Zm2 0h4V5a2 2 0 1 0-4 0v2Z"
    />
  </svg>
);

function itemContent(item: SideNavItem): ReactNode {
  if (!item.locked) return item.label;
  return (
    <>
      {item.label}
      <LockIcon />
      {item.lockedText && <span className="visually-hidden"> {item.lockedText}</span>}
    </>
  );
}

/** The frame's navigation: one list of links (the active one marked), locked entries explain themselves. */
export function SideNav({ label, items, action }: SideNavProps) {
  return (
    <nav className="side-nav" aria-label={label}>
      <ul>
        {items.map((item) => (
          <li key={item.id}>
            <Link
              to={item.to}
              className={[item.active && 'is-active', item.locked && 'is-locked'].filter(Boolean).join(' ') || undefined}
              aria-current={item.active ? 'page' : undefined}
              aria-disabled={item.locked || undefined}
              data-testid={`menu-${item.id}`}
              onClick={(event) => {
                if (!item.locked) return;
                event.preventDefault();
                item.onLocked?.();
              }}
            >
              {itemContent(item)}
            </Link>
          </li>
        ))}
        {action && (
          <li>
            <button type="button" onClick={action.onClick}>
              {action.label}
            </button>
          </li>
        )}
      </ul>
    </nav>
  );
}
