import { Component, Suspense, use, useState, type ComponentType, type ErrorInfo, type ReactNode } from 'react';
import { getInstance } from '@module-federation/enhanced/runtime';
import { Skeleton } from '@portal/web-core/ui';
import { settled, type SettledPromise } from './settled';

export type RemoteName = 'dashboard' | 'money' | 'settings' | 'support' | 'admin';

export const remoteManifestUrl = (name: RemoteName) => `/remotes/${name}/mf-manifest.json`;

type RemoteModule = { default: ComponentType };

/**
 * Loads <name>/App through the federation runtime rather than a static import('name/App'):
 * the bundler's static remote import remembers a failure for the rest of the page's life, the
 * runtime call can be repeated. A retry re-registers the remote, which drops the cached manifest
 * and entry so they are fetched again.
 */
async function loadRemoteApp(name: RemoteName, attempt: number): Promise<RemoteModule> {
  const federation = getInstance();
  if (!federation) throw new Error('Module Federation runtime is not initialised');
  if (attempt > 0) {
    federation.registerRemotes([{ name, entry: remoteManifestUrl(name) }], { force: true });
  }
  const module = await federation.loadRemote<RemoteModule>(`${name}/App`);
  if (!module || typeof module.default !== 'function') {
    throw new Error(`Remote "${name}" did not expose a component as ./App`);
  }
  return module;
}

/** The latest attempt per remote, so a successful retry is remembered when the route is left and re-entered. */
const attempts = new Map<RemoteName, number>();

/** One load per remote and attempt, kept across navigations so a loaded remote renders at once. */
const loads = new Map<string, SettledPromise<RemoteModule>>();

function remoteLoad(name: RemoteName, attempt: number): SettledPromise<RemoteModule> {
  const key = `${name}#${attempt}`;
  let load = loads.get(key);
  if (!load) {
    load = settled(loadRemoteApp(name, attempt));
    loads.set(key, load);
  }
  return load;
}

/** Starts loading a remote's ./App before the page renders (main.tsx), so its first render finds it loaded. */
export function preloadRemoteApp(name: RemoteName): Promise<RemoteModule> {
  return remoteLoad(name, attempts.get(name) ?? 0);
}

/** The remote's ./App once loaded: suspends while it loads, throws to the boundary when it failed. */
function LoadedRemote({ name, attempt }: { name: RemoteName; attempt: number }) {
  // Seen by use() as a plain promise: it reads the settled fields (settled.ts) on any.
  const load: Promise<RemoteModule> = remoteLoad(name, attempt);
  const { default: App } = use(load);
  return <App />;
}

/** The texts around a remote; the signed-in routes pass them in the recipient's language (this module is in the shell's entry, which has no i18n). */
export interface RemoteTexts {
  failedTitle: string;
  failedBody: string;
  retry: string;
  goHome: string;
  loading: string;
}

const ENGLISH: RemoteTexts = {
  failedTitle: 'This section could not be loaded.',
  failedBody: 'Please check your connection and try again. If the problem persists, contact support.',
  retry: 'Retry',
  goHome: 'Go to Home',
  loading: 'Loading…',
};

interface BoundaryProps {
  name: RemoteName;
  texts: RemoteTexts;
  onRetry: () => void;
  children: ReactNode;
}

class RemoteErrorBoundary extends Component<BoundaryProps, { error: Error | null }> {
  state: { error: Error | null } = { error: null };

  static getDerivedStateFromError(error: Error) {
    return { error };
  }

  componentDidCatch(error: Error, info: ErrorInfo) {
    console.error(`[shell] remote "${this.props.name}" failed`, error, info.componentStack);
  }

  render() {
    if (!this.state.error) return this.props.children;
    return (
      <div className="card section-error" role="alert">
        <h2>{this.props.texts.failedTitle}</h2>
        <p>{this.props.texts.failedBody}</p>
        <div className="section-error-actions">
          <button type="button" className="btn btn-primary" onClick={this.props.onRetry}>
            {this.props.texts.retry}
          </button>
          <a href="/" className="btn btn-outline">
            {this.props.texts.goHome}
          </a>
        </div>
      </div>
    );
  }
}

/** Renders a remote's ./App inside an error boundary with a Retry button; never a blank page (a skeleton while its code loads). */
export function RemoteApp({ name, texts = ENGLISH }: { name: RemoteName; texts?: RemoteTexts }) {
  const [attempt, setAttempt] = useState(() => attempts.get(name) ?? 0);
  const retry = () => {
    const next = attempt + 1;
    attempts.set(name, next);
    setAttempt(next);
  };
  return (
    <RemoteErrorBoundary key={attempt} name={name} texts={texts} onRetry={retry}>
      <Suspense fallback={<Skeleton label={texts.loading} />}>
        <LoadedRemote name={name} attempt={attempt} />
      </Suspense>
    </RemoteErrorBoundary>
  );
}
