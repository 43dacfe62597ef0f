import { lazy, type ComponentType } from 'react';

/**
 * A promise that tells, once settled, what it settled with, in the fields React's use() and lazy() read
 * (status, value, reason). React then renders what a settled promise holds at once instead of suspending:
 * a Suspense fallback committed for a moment makes React 19 hold the content that replaces it until
 * 300 ms after that fallback, so on a signed-in page's first render every boundary the page passed through
 * cost up to 300 ms more.
 */
export type SettledPromise<T> = Promise<T> & { status?: 'pending' | 'fulfilled' | 'rejected'; value?: T; reason?: unknown };

export function settled<T>(promise: Promise<T>): SettledPromise<T> {
  const tracked = promise as SettledPromise<T>;
  tracked.status = 'pending';
  tracked.then(
    (value) => {
      tracked.status = 'fulfilled';
      tracked.value = value;
    },
    (reason: unknown) => {
      tracked.status = 'rejected';
      tracked.reason = reason;
    },
  );
  return tracked;
}

/** A thenable that calls back at once: lazy() takes what it holds without suspending. */
function ready<T>(value: T): Promise<T> {
  return { then: (resolve: (v: T) => unknown) => resolve(value) } as unknown as Promise<T>;
}

/**
 * A code-split module loaded at most once (again after a failure), and components taken from it lazily.
 * `preload()` starts the load ahead of the first render; a component whose module has arrived by then
 * renders at once.
 */
export function splitModule<M>(load: () => Promise<M>) {
  let loading: SettledPromise<M> | undefined;
  const preload = (): SettledPromise<M> => {
    if (!loading || loading.status === 'rejected') loading = settled(load());
    return loading;
  };
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the props are the picked component's own
  const component = <P extends ComponentType<any>>(pick: (module: M) => P) =>
    lazy(() => {
      const module = preload();
      return module.status === 'fulfilled' ? ready({ default: pick(module.value as M) }) : module.then((m) => ({ default: pick(m) }));
    });
  return { preload, component };
}
