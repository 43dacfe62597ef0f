// Build-time only (prerender.mjs): the landing page's HTML, rendered from the same tree main.tsx hydrates,
// so its content paints before any JavaScript has loaded.
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router';
import { App } from './App';

export function renderLanding(): string {
  return renderToString(
    <StrictMode>
      <StaticRouter location="/">
        <App />
      </StaticRouter>
    </StrictMode>,
  );
}
