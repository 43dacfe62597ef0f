#!/usr/bin/env node
// After the shell's production build: renders the landing page (src/prerender.tsx) to HTML with React on
// Node and writes it into dist/index.html (served for /), with its brotli and gzip copies. The page
// without content is kept as dist/app.html, which the gateway answers for every other path (deep links),
// so /dashboard never flashes the landing page. main.tsx hydrates the prerendered page instead of
// rendering it again. app.html also names, as preload links, what every signed-in page waits for (the chunks
// listed in dist/signed-in-preload.json by the build, the sign-in configuration, the silent check script),
// so a phone fetches them beside the entry instead of after it has run; the landing page loads none of them.
// Each signed-in section gets its own copy, app-<remote>.html, with its remote's manifest preloaded and
// the frame's placeholder already in the page; app-pages.json tells the gateway which path gets which.
import { existsSync, readFileSync, writeFileSync, mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import zlib from 'node:zlib';
import { rspack } from '@rspack/core';
import { Api } from '@portal/contracts/web';

const here = path.dirname(fileURLToPath(import.meta.url));
const dist = path.join(here, 'dist');
const ROOT_TAG = '<div id="root"></div>';
const out = mkdtempSync(path.join(os.tmpdir(), 'portal-prerender-'));

function compile() {
  const compiler = rspack({
    mode: 'production',
    target: 'node',
    context: here,
    entry: './src/prerender.tsx',
    output: { path: out, filename: 'prerender.cjs', library: { type: 'commonjs2' } },
    resolve: { extensions: ['.tsx', '.ts', '.jsx', '.mjs', '.js', '.json'] },
    module: {
      rules: [
        {
          test: /\.[cm]?tsx?$/,
          loader: 'builtin:swc-loader',
          type: 'javascript/auto',
          options: { jsc: { target: 'es2022', parser: { syntax: 'typescript', tsx: true }, transform: { react: { runtime: 'automatic' } } } },
        },
        { test: /\.css$/, type: 'asset/source' },
        { test: /\.(svg|png|ico)$/, type: 'asset/resource' },
      ],
    },
    plugins: [new rspack.optimize.LimitChunkCountPlugin({ maxChunks: 1 })],
    optimization: { minimize: false },
    devtool: false,
    stats: 'errors-warnings',
  });
  return new Promise((resolve, reject) =>
    compiler.run((error, stats) => {
      compiler.close(() => undefined);
      if (error) return reject(error);
      if (stats.hasErrors()) return reject(new Error(stats.toString({ all: false, errors: true })));
      resolve();
    }),
  );
}

function write(file, content) {
  writeFileSync(file, content);
  writeFileSync(`${file}.br`, zlib.brotliCompressSync(content));
  writeFileSync(`${file}.gz`, zlib.gzipSync(content, { level: 9 }));
}

/** The preload links of app.html (the signed-in pages), from the list the build wrote. */
function signedInPreloads() {
  const listFile = path.join(dist, 'signed-in-preload.json');
  const chunks = existsSync(listFile) ? JSON.parse(readFileSync(listFile, 'utf8')) : [];
  rmSync(listFile, { force: true });
  return [
    `<link rel="preload" href="${Api.platform.config.path}" as="fetch" crossorigin="anonymous" />`,
    ...chunks.map((file) => `<link rel="preload" href="/${file}" as="script" />`),
    // The script of keycloak-js's hidden check page, which the gateway lets the browser keep for minutes
    // (the page itself is a frame's navigation: browsers do not take it from what a page prefetched).
    '<link rel="prefetch" href="/silent-check-sso.js" />',
  ].join('');
}

/** The first path segments of signed-in pages and the remote each opens, and the public paths among them. */
const SECTIONS = ['dashboard', 'withdrawals', 'settings', 'support', 'admin'];
const PUBLIC_UNDER_SECTIONS = ['/admin', '/admin/login'];

/**
 * What the gateway needs to answer a signed-in page with its own HTML (app-pages.json): the remote of each
 * section, as signedInRoute() decides it, and the public paths under those sections.
 */
function signedInPages(signedInRoute) {
  const sections = {};
  for (const section of SECTIONS) {
    const route = signedInRoute(`/${section}`) ?? signedInRoute(`/${section}/page`);
    if (!route) throw new Error(`/${section} opens no signed-in page`);
    sections[section] = route.remote;
  }
  for (const publicPath of PUBLIC_UNDER_SECTIONS) if (signedInRoute(publicPath)) throw new Error(`${publicPath} is not public`);
  return { sections, publicPaths: PUBLIC_UNDER_SECTIONS };
}

/**
 * The preload of the remote a signed-in page opens: its manifest, which the federation runtime fetches first
 * thing. Not its remoteEntry.js: the runtime loads that only after a good manifest, and a preload left unused
 * by a failed first attempt would answer Retry's load with the same failure.
 */
const remotePreloads = (remote) => `<link rel="preload" href="/remotes/${remote}/mf-manifest.json" as="fetch" crossorigin="anonymous" />`;

try {
  await compile();
  const { renderLanding, renderFrameSkeleton, signedInRoute } = createRequire(import.meta.url)(path.join(out, 'prerender.cjs'));
  const html = renderLanding();
  const page = readFileSync(path.join(dist, 'index.html'), 'utf8');
  if (!page.includes(ROOT_TAG)) throw new Error(`dist/index.html has no ${ROOT_TAG}`);
  const preloads = signedInPreloads();
  write(path.join(dist, 'app.html'), page.replace('</head>', `${preloads}</head>`));
  // A signed-in page: the preloads, its remote's, and the frame's placeholder, painted before any script runs.
  const pages = signedInPages(signedInRoute);
  const skeleton = renderFrameSkeleton();
  for (const remote of new Set(Object.values(pages.sections))) {
    write(
      path.join(dist, `app-${remote}.html`),
      page.replace('</head>', `${preloads}${remotePreloads(remote)}</head>`).replace(ROOT_TAG, `<div id="root">${skeleton}</div>`),
    );
  }
  writeFileSync(path.join(dist, 'app-pages.json'), `${JSON.stringify(pages, null, 2)}\n`);
  write(path.join(dist, 'index.html'), page.replace(ROOT_TAG, `<div id="root">${html}</div>`));
  console.log(`prerendered the landing page into dist/index.html (${(html.length / 1024).toFixed(1)} KiB of HTML)`);
} finally {
  rmSync(out, { recursive: true, force: true });
}
