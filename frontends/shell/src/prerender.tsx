// Build-time only (prerender.mjs): the landing page's HTML, rendered from the same tree main.tsx hydrates,
// so its content paints before any JavaScript has loaded; and the frame's placeholder that a signed-in
// page's HTML shows until main.tsx renders (React replaces it on its first render); and what a signed-in
// page's early script is told to start (src/early/).
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router';
import { FrameSkeleton } from '@portal/web-core/ui';
import { App } from './App';
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

export function renderFrameSkeleton(): string {
  return renderToString(<FrameSkeleton />);
}

export { earlyPlanScript, firstReads, signedInRoute };
