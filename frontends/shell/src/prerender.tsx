// Build-time only (prerender.mjs): the landing page's HTML, rendered from the same tree main.tsx hydrates,
// so its content paints before any JavaScript has loaded; and the frame's placeholder that a signed-in
// page's HTML shows until main.tsx renders (React replaces it on its first render); and what a signed-in
// page's early script is told to start (src/early/).
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { prerender } from 'react-dom/static';
import { StaticRouter } from 'react-router';
import { FrameSkeleton } from '@portal/web-core/ui';
import { App } from './App';
import { frameBrandFor } from './components/Brand';
import { earlyPlanScript } from './early/plan';
import { firstReads } from './signed-in-reads';
import { signedInRoute } from './signed-in-routes';

/** The landing page once its lazy chunk has loaded (the page's Suspense boundary resolved, as hydration expects it). */
export async function renderLanding(): Promise<string> {
  const { prelude } = await prerender(
    <StrictMode>
      <StaticRouter location="/">
        <App />
      </StaticRouter>
    </StrictMode>,
  );
  return new Response(prelude).text();
}

/** The frame's placeholder of a signed-in page, with the brand of the frame that page is drawn in. */
export function renderFrameSkeleton(pathname: string): string {
  return renderToString(<FrameSkeleton brand={frameBrandFor(pathname)} />);
}

export { earlyPlanScript, firstReads, signedInRoute };
