import { useCallback, useSyncExternalStore } from 'react';

/** Whether a CSS media query matches now, kept up to date (false where the browser has no matchMedia). */
export function useMediaQuery(query: string): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      if (typeof window.matchMedia !== 'function') return () => {};
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    [query],
  );
  const snapshot = () => typeof window.matchMedia === 'function' && window.matchMedia(query).matches;
  return useSyncExternalStore(subscribe, snapshot, () => false);
}

/** The width at and below which the frame's navigation folds behind the menu button (phones). */
export const COMPACT_FRAME_QUERY = '(max-width: 768px)';
