// The shell's entry. React, react-dom and react-router are eager federation singletons of the shell
// (see rspack.common.mjs), so no async boundary is needed before rendering. The landing page's HTML is already
// in index.html (prerendered at build time): hydrating it fetches its chunk and keeps that HTML until it is there.
// First: on a signed-in page, the chunks it runs next start downloading while this entry runs.
import './early/preload-chunks';
import { StrictMode } from 'react';
import { getInstance } from '@module-federation/enhanced/runtime';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from '@portal/web-core/router';
import '@portal/web-core/styles.css';
import { App } from './App';
import { signedInRoute } from './signed-in-routes';
import './styles.css';

// A signed-in page starts loading its remote, its session check and its first API answers now, side by side.
// The remote's load is cached by the runtime: the route's RemoteApp gets the same module (or loads it again after a failure).
const route = signedInRoute(window.location.pathname);
if (route) {
  getInstance()
    ?.loadRemote(`${route.remote}/App`)
    .catch(() => undefined);
  void import('./signed-in-start').then(({ startSignedIn }) => startSignedIn(route));
}

const container = document.getElementById('root');
if (!container) throw new Error('#root is missing from index.html');

const tree = (
  <StrictMode>
    <BrowserRouter>
      <App />
    </BrowserRouter>
  </StrictMode>
);
// `/` arrives with the landing page already rendered at build time (prerender.mjs): take it over as it is.
if (container.firstElementChild && window.location.pathname === '/') hydrateRoot(container, tree);
else createRoot(container).render(tree);
