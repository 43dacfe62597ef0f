import { useEffect } from 'react';

const SITE = 'UNSEAF Grant Portal';

export function usePageTitle(title?: string) {
  useEffect(() => {
    document.title = title ? `${title} | ${SITE}` : SITE;
  }, [title]);
}
