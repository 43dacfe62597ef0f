#!/usr/bin/env node
// After the shell's production build: renders the landing page (src/prerender.tsx) to HTML with React on
// Node and writes it into dist/index.html (served for /), with its brotli and gzip copies. The page
// without content is kept as dist/app.html, which the gateway answers for every other path (deep links),
// so /dashboard never flashes the landing page. main.tsx hydrates the prerendered page instead of
// rendering it again. app.html also names, as preload links, what every signed-in page waits for (the chunks
// listed in dist/signed-in-preload.json by the build, the sign-in configuration, the silent check script),
// so a phone fetches them beside the entry instead of after it has run; the landing page loads none of them.
// Each signed-in section gets its own copy, app-<remote>.html, with its remote's manifest preloaded, the
// frame's placeholder already in the page, and the early script (src/early/, built here) that starts the
// session check and the first reads before the entry has arrived; app-pages.json tells the gateway which
// path gets which.
import { existsSync, readFileSync, writeFileSync, mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import zlib from 'node:zlib';
import { rspack } from '@rspack/core';
import { Api } from '@portal/contracts/web';
import { remotePublicPath } from '../rspack.common.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const dist = path.join(here, 'dist');
const ROOT_TAG = '<div id="root"></div>';
const CHARSET_TAG = '<meta charset="utf-8">';
const MAIN_SCRIPT = '<script defer ';
const out = mkdtempSync(path.join(os.tmpdir(), 'portal-prerender-'));

/** The rules of both builds here: TypeScript and React through SWC. */
const SCRIPT_RULE = {
  test: /\.[cm]?tsx?$/,
  loader: 'builtin:swc-loader',
  type: 'javascript/auto',
  options: { jsc: { target: 'es2022', parser: { syntax: 'typescript', tsx: true }, transform: { react: { runtime: 'automatic' } } } },
};

function run(config) {
  const compiler = rspack(config);
  return new Promise((resolve, reject) =>
    compiler.run((error, stats) => {
      compiler.close(() => undefined);
      if (error) return reject(error);
      if (stats.hasErrors()) return reject(new Error(stats.toString({ all: false, errors: true })));
      resolve(stats);
    }),
  );
}

/** The landing page and the frame's placeholder, compiled for Node. */
function compile() {
  return run({
    mode: 'production',
    target: 'node',
    context: here,
    entry: './src/prerender.tsx',
    output: { path: out, filename: 'prerender.cjs', library: { type: 'commonjs2' } },
    resolve: { extensions: ['.tsx', '.ts', '.jsx', '.mjs', '.js', '.json'] },
    module: {
      rules: [SCRIPT_RULE, { test: /\.css$/, type: 'asset/source' }, { test: /\.(svg|png|ico)$/, type: 'asset/resource' }],
    },
    plugins: [new rspack.optimize.LimitChunkCountPlugin({ maxChunks: 1 })],
    optimization: { minimize: false },
    devtool: false,
    stats: 'errors-warnings',
  });
}

/**
 * The signed-in pages' early script (src/early/start-session.ts), one minified file with keycloak-js in it,
 * outside Module Federation: it must run before the shell's entry has arrived. Returns its file name in dist/.
 */
async function compileEarlyScript() {
  const stats = await run({
    mode: 'production',
    target: 'web',
    context: here,
    entry: { 'early-session': './src/early/start-session.ts' },
    output: { path: out, filename: '[name].[contenthash:8].js', uniqueName: 'portal_early', clean: false },
    resolve: { extensions: ['.ts', '.tsx', '.mjs', '.js'] },
    module: { rules: [SCRIPT_RULE] },
    plugins: [new rspack.optimize.LimitChunkCountPlugin({ maxChunks: 1 })],
    devtool: false,
    stats: 'errors-warnings',
  });
  const [file] = stats
    .toJson({ all: false, assets: true })
    .assets.map((asset) => asset.name)
    .filter((name) => name.endsWith('.js'));
  if (!file) throw new Error('the early script was not built');
  write(path.join(dist, file), readFileSync(path.join(out, file)));
  return file;
}

function write(file, content) {
  writeFileSync(file, content);
  writeFileSync(`${file}.br`, zlib.brotliCompressSync(content));
  writeFileSync(`${file}.gz`, zlib.gzipSync(content, { level: 9 }));
}

/** The shell chunks every signed-in page runs before it can draw, as the build listed them. */
function signedInChunks() {
  const listFile = path.join(dist, 'signed-in-preload.json');
  const chunks = existsSync(listFile) ? JSON.parse(readFileSync(listFile, 'utf8')) : [];
  rmSync(listFile, { force: true });
  return chunks.map((file) => `/${file}`);
}

/**
 * The preload links of the app's pages: the sign-in configuration, the silent check's script, and, on
 * app.html (sign-in, registration: pages without the early script), the shell chunks of `chunks`.
 */
function preloadLinks(chunks) {
  return [
    `<link rel="preload" href="${Api.platform.config.path}" as="fetch" crossorigin="anonymous" />`,
    ...chunks.map((file) => `<link rel="preload" href="${file}" as="script" />`),
    // The script of keycloak-js's hidden check page, which the gateway lets the browser keep for minutes
    // (the page itself is a frame's navigation: browsers do not take it from what a page prefetched).
    '<link rel="prefetch" href="/silent-check-sso.js" />',
  ].join('');
}

/** The first path segments of signed-in pages and the remote each opens, and the public paths among them. */
const SECTIONS = ['dashboard', 'withdrawals', 'settings', 'support', 'admin'];
const PUBLIC_UNDER_SECTIONS = ['/admin', '/admin/login'];

/** The signed-in page a section opens (/admin opens its pages below it). */
function sectionRoute(section, signedInRoute) {
  const route = signedInRoute(`/${section}`) ?? signedInRoute(`/${section}/page`);
  if (!route) throw new Error(`/${section} opens no signed-in page`);
  return route;
}

/**
 * What the gateway needs to answer a signed-in page with its own HTML (app-pages.json): the remote of each
 * section, as signedInRoute() decides it, and the public paths under those sections.
 */
function signedInPages(signedInRoute) {
  const sections = {};
  for (const section of SECTIONS) sections[section] = sectionRoute(section, signedInRoute).remote;
  for (const publicPath of PUBLIC_UNDER_SECTIONS) if (signedInRoute(publicPath)) throw new Error(`${publicPath} is not public`);
  return { sections, publicPaths: PUBLIC_UNDER_SECTIONS };
}

/** Where the gateway serves a remote's Module Federation manifest (rspack.common.mjs remotePublicPath). */
const remoteManifest = (remote) => `${remotePublicPath(remote)}mf-manifest.json`;

/**
 * What a signed-in page of `remote` runs first: the early script (async, it needs nothing else of the page),
 * told the sign-in configuration's path and the page's first reads.
 */
function earlyScript(file, section, chunks, { firstReads, earlyPlanScript, signedInRoute }) {
  const route = sectionRoute(section, signedInRoute);
  const remote = route.remote;
  const reads = firstReads(route).map((read) => read.path);
  const plan = { remote, config: Api.platform.config.path, reads, manifest: remoteManifest(remote), chunks };
  return `${earlyPlanScript(plan)}<script async src="/${file}"></script>`;
}

/**
 * The preload of the remote a signed-in page opens: its manifest, which the federation runtime fetches first
 * thing. Not its remoteEntry.js: the runtime loads that only after a good manifest, and a preload left unused
 * by a failed first attempt would answer Retry's load with the same failure.
 */
const remotePreloads = (remote) => `<link rel="preload" href="${remoteManifest(remote)}" as="fetch" crossorigin="anonymous" />`;

try {
  await compile();
  const rendered = createRequire(import.meta.url)(path.join(out, 'prerender.cjs'));
  const { renderLanding, renderFrameSkeleton, signedInRoute } = rendered;
  const early = await compileEarlyScript();
  const html = await renderLanding();
  const page = readFileSync(path.join(dist, 'index.html'), 'utf8');
  for (const tag of [ROOT_TAG, CHARSET_TAG]) if (!page.includes(tag)) throw new Error(`dist/index.html has no ${tag}`);
  const chunks = signedInChunks();
  write(path.join(dist, 'app.html'), page.replace('</head>', `${preloadLinks(chunks)}</head>`));
  // A signed-in page: the preloads, its remote's, and its frame's placeholder (with that frame's brand),
  // painted before any script runs.
  const pages = signedInPages(signedInRoute);
  for (const [section, remote] of Object.entries(pages.sections)) {
    const skeleton = renderFrameSkeleton(`/${section}`);
    write(
      path.join(dist, `app-${remote}.html`),
      page
        .replace(CHARSET_TAG, `${CHARSET_TAG}${earlyScript(early, section, chunks, rendered)}`)
        .replace('</head>', `${preloadLinks([])}${remotePreloads(remote)}</head>`)
        .replace(ROOT_TAG, `<div id="root">${skeleton}</div>`)
        .replace(MAIN_SCRIPT, `${MAIN_SCRIPT}fetchpriority="high" `),
    );
  }
  writeFileSync(path.join(dist, 'app-pages.json'), `${JSON.stringify(pages, null, 2)}\n`);
  write(path.join(dist, 'index.html'), page.replace(ROOT_TAG, `<div id="root">${html}</div>`));
  console.log(`prerendered the landing page into dist/index.html (${(html.length / 1024).toFixed(1)} KiB of HTML)`);
} finally {
  rmSync(out, { recursive: true, force: true });
}
