import { useEffect } from 'react';

export const PORTAL_TITLE = 'UNSEAF Grant Portal';

/** Sets the tab title to "<title> | <site>" (the portal's name unless a site is given), or the site alone. */
export function usePageTitle(title?: string, site = PORTAL_TITLE) {
  useEffect(() => {
    document.title = title ? `${title} | ${site}` : site;
  }, [title, site]);
}
