import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { Link, useLocation } from '@portal/web-core/router';
import { COMPACT_FRAME_QUERY, useMediaQuery } from './use-media-query';

export interface AppFrameProps {
  /** The brand link at the start of the banner. */
  brand: ReactNode;
  /** The menu button's text on phones (it shows and hides the navigation). */
  menuLabel: string;
  /** The skip link's text (to the main content). */
  skipLabel: string;
  /** Above the navigation: the signed-in person (initial, name, balance). */
  account?: ReactNode;
  /** The navigation (a SideNav). */
  nav: ReactNode;
  /** Shown at the top of the main area, above the page (e.g. a notice the navigation raised). */
  notice?: ReactNode;
  /** The links at the foot of every signed-in page (Terms, Privacy), under a navigation named `footerLabel`. */
  footerLinks?: readonly { to: string; label: string }[];
  footerLabel?: string;
  /** The page. */
  children: ReactNode;
}

/**
 * The one frame around every signed-in page: a banner with the brand, the side navigation, the one
 * `main` landmark and a footer with the legal links. At phone width (≤ 768 px) the navigation folds behind a menu button (aria-expanded);
 * Escape or a navigation closes it, Escape returns the focus to the button.
 */
export function AppFrame({ brand, menuLabel, skipLabel, account, nav, notice, footerLinks, footerLabel, children }: AppFrameProps) {
  const compact = useMediaQuery(COMPACT_FRAME_QUERY);
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const panelId = useId();
  const { pathname, search } = useLocation();

  // A navigation (an item chosen in the open menu) folds the menu again; seen while rendering.
  const [place, setPlace] = useState(pathname + search);
  if (place !== pathname + search) {
    setPlace(pathname + search);
    setOpen(false);
  }

  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      button.current?.focus();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open]);

  const folded = compact && !open;
  return (
    <div className={`app-frame${compact ? ' is-compact' : ''}`} data-testid="app-frame">
      <a className="skip-link" href="#main">
        {skipLabel}
      </a>
      <header className="app-frame-bar">
        {brand}
        {compact && (
          <button
            ref={button}
            type="button"
            className="app-frame-menu-button"
            aria-expanded={open}
            aria-controls={panelId}
            onClick={() => setOpen((value) => !value)}
          >
            <span className="app-frame-menu-icon" aria-hidden="true" />
            {menuLabel}
          </button>
        )}
      </header>
      <div className="app-frame-body">
        <div id={panelId} className="app-frame-side" hidden={folded}>
          {account}
          {nav}
        </div>
        <main id="main" className="app-frame-main" tabIndex={-1}>
          {notice}
          {children}
        </main>
      </div>
      {footerLinks && footerLinks.length > 0 && (
        <footer className="app-frame-footer">
          <nav aria-label={footerLabel}>
            <ul>
              {footerLinks.map((link) => (
                <li key={link.to}>
                  <Link to={link.to}>{link.label}</Link>
                </li>
              ))}
            </ul>
          </nav>
        </footer>
      )}
    </div>
  );
}
