import { useEffect, useState } from 'react';

/**
 * False on the first render, true once the browser has painted it: a component that would start loading a large
 * lazy chunk (the charts) renders its placeholder first, so that the chunk's download and evaluation do not
 * delay the page's first paint on a slow phone.
 */
export function useAfterPaint(): boolean {
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    // The frame after the one that paints this render: a timer queued from an animation frame runs after that paint.
    let timer: ReturnType<typeof setTimeout> | undefined;
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => setPainted(true), 0);
    });
    return () => {
      cancelAnimationFrame(frame);
      if (timer !== undefined) clearTimeout(timer);
    };
  }, []);
  return painted;
}
