import { useEffect, useRef, useState } from 'react';

/** Where the browser cannot measure (no ResizeObserver, e.g. a test's DOM), charts draw at this width. */
const FALLBACK_WIDTH = 640;

/** The width of the element `ref` is put on, followed as it resizes (phones, rotating, the side navigation). */
export function useWidth<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  const [width, setWidth] = useState(FALLBACK_WIDTH);
  useEffect(() => {
    const element = ref.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(([entry]) => {
      const next = Math.floor(entry?.contentRect.width ?? 0);
      if (next > 0) setWidth(next);
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return { ref, width };
}
