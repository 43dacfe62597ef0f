// Build-time only (prerender.mjs): the landing page's HTML, rendered from the same tree main.tsx hydrates,
// so its content paints before any JavaScript has loaded; and the frame's placeholder that a signed-in
// page's HTML shows until main.tsx renders (React replaces it on its first render); and what a signed-in
// page's early script is told to start (src/early/).
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router';
import { FrameSkeleton } from '@portal/web-core/ui';
import { App } from './App';
import { frameBrandFor } from './components/Brand';
import { earlyPlanScript } from './early/plan';
import { firstReads } from './signed-in-reads';
import { signedInRoute } from './signed-in-routes';

export function renderLanding(): string {
  return renderToString(
    <StrictMode>
      <StaticRouter location="/">
        <App />
      </StaticRouter>
    </StrictMode>,
  );
}

/** The frame's placeholder of a signed-in page, with the brand of the frame that page is drawn in. */
export function renderFrameSkeleton(pathname: string): string {
  return renderToString(<FrameSkeleton brand={frameBrandFor(pathname)} />);
}

export { earlyPlanScript, firstReads, signedInRoute };
