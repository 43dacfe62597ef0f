// The shell's entry. React, react-dom and react-router are eager federation singletons of the shell
// (see rspack.common.mjs), so no async boundary is needed before rendering. The landing page's HTML is already
// in index.html (prerendered at build time): hydrating it fetches its chunk and keeps that HTML until it is there.
// First: on a signed-in page, the chunks it runs next start downloading while this entry runs.
import './early/preload-chunks';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from '@portal/web-core/router';
import '@portal/web-core/styles.css';
import { App, preloadSignedInPage } from './App';
import { signedInRoute } from './signed-in-routes';
import './styles.css';

// A signed-in page starts loading its code (the guards, its remote), its session check and its first API answers
// now, side by side. Its first render waits for the code (the page's prerendered placeholder shows the frame
// meanwhile): rendered earlier, it would pass Suspense fallbacks, and React holds whatever replaces a fallback
// until 300 ms after it. A failed load renders too: the route shows the failure with its Retry.
const route = signedInRoute(window.location.pathname);
const codeReady = route ? preloadSignedInPage(route.remote) : Promise.resolve();
if (route) void import('./signed-in-start').then(({ startSignedIn }) => startSignedIn(route));

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
else void codeReady.then(() => createRoot(container).render(tree));
