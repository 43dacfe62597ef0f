// Build settings shared by the shell (Module Federation host) and the remotes.
// Each workspace's rspack.config.mjs calls createConfig() with its own name and role.
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import zlib from 'node:zlib';
import { rspack } from '@rspack/core';
import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';

/** The remotes the shell loads; each is served by the gateway at /remotes/<name>/. */
export const REMOTES = ['dashboard', 'money', 'settings', 'support', 'admin'];

export const remotePublicPath = (name) => `/remotes/${name}/`;

/** The running platform a dev server puts its one app into (`npm start` serves it here). */
const PORTAL_URL = process.env.PORTAL_URL ?? 'http://localhost:3000';
/** The dev server's port; Keycloak's client must allow it as a redirect URI (http://localhost:<port>/*). */
const DEV_PORT = Number(process.env.PORTAL_DEV_PORT ?? 3200);

/**
 * Size budgets, checked by rspack on every production build (an error fails the build). rspack
 * measures raw bytes; our minified bundles compress 3.2 : 1 (the shell's entry) to 3.6 : 1 with gzip
 * (brotli, which the gateway serves to browsers that take it, does better), so:
 * - shell: 576 KiB raw ≤ 180 KB gzip at 3.2 : 1 for its entry, which is what every page runs first (react,
 *   react-dom and react-router are eager singletons in it; the landing page is a chunk of its own);
 * - remotes: 240 KiB raw ≤ 80 KB gzip at 3 : 1 for any one chunk: the remote's own App chunk, its
 *   remoteEntry.js, and the fallbacks of shared libraries it would load only without the shell.
 */
const BUDGETS = {
  host: { maxEntrypointSize: 576 * 1024, maxAssetSize: 576 * 1024 },
  remote: { maxEntrypointSize: 240 * 1024, maxAssetSize: 240 * 1024 },
};

/** The chart library and what it brings (web-core's charts); see `optimization.splitChunks` below. */
const CHART_LIBRARY =
  /[\\/]node_modules[\\/](recharts|victory-vendor|d3-[a-z-]+|@reduxjs|redux|redux-thunk|react-redux|reselect|immer|es-toolkit|decimal\.js-light|eventemitter3|internmap)[\\/]/;

function readJson(file) {
  return JSON.parse(readFileSync(file, 'utf8'));
}

/** A workspace package of this repository, shared at its own version. */
function workspacePackage(folder) {
  const { version } = readJson(new URL(folder, import.meta.url));
  return { singleton: true, requiredVersion: `^${version}`, version };
}

/**
 * The singletons every federated app shares. The trailing-slash keys cover deep imports such as
 * react/jsx-runtime and react-dom/client. Routing is shared as @portal/web-core/router, a module that
 * re-exports the parts of react-router the apps use: one router context for the page (without it routing
 * inside remotes breaks), and only those parts in the shell's entry. react-router itself is not shared:
 * a shared package is bundled whole, since the build cannot know what another app will ask of it.
 * i18next and react-i18next are singletons so that the language the shell applies is the one every remote shows.
 * @portal/contracts/web (the browser entry: the API's route table and client, rules, messages, English screen
 * texts; no zod) is one copy per page, so `instanceof ApiError` holds whichever app threw the error.
 * @portal/contracts/schemas (the payload schemas, and zod with them) is one copy per page too, loaded by the first
 * form that validates with it: a page that only shows data (the dashboard's first render) loads no zod, and
 * remotes do not each bundle it. Frontends never import the full entry (eslint.config.mjs).
 */
export function sharedModules(appDir) {
  const { dependencies = {} } = readJson(path.join(appDir, 'package.json'));
  const single = (dep) => ({ singleton: true, requiredVersion: dependencies[dep] ?? false });
  return {
    react: single('react'),
    'react/': single('react'),
    'react-dom': single('react-dom'),
    'react-dom/': single('react-dom'),
    '@tanstack/react-query': single('@tanstack/react-query'),
    // One i18next instance for the page: the shell applies the language, every remote's useTranslation() reads it.
    i18next: single('i18next'),
    'react-i18next': single('react-i18next'),
    '@portal/web-core': workspacePackage('./web-core/package.json'),
    '@portal/web-core/router': workspacePackage('./web-core/package.json'),
    '@portal/contracts/web': workspacePackage('../contracts/package.json'),
    '@portal/contracts/schemas': workspacePackage('../contracts/package.json'),
  };
}

/**
 * A remote's remoteEntry.js as ES modules: the federation plugin imports its bundler runtime by the CommonJS file
 * (dist/index.cjs), whose require() chain brings the whole federation SDK (the manifest snapshot, Node's script
 * loading, the logger: 14.5 KB brotli in each remote's entry). The package's ES build of the same version, the
 * one its `import` condition names, exports the same runtime (its default export is the CommonJS file's
 * `default`), and lets the bundler keep only the SDK parts the runtime uses: 8.5 KB. Not in the shell: its
 * federation runtime (runtime-core) already brings the SDK as CommonJS, which an ES copy would only add to.
 */
const bundlerRuntimeEsm = fileURLToPath(import.meta.resolve('@module-federation/webpack-bundler-runtime'));
const BUNDLER_RUNTIME_AS_ESM = { [bundlerRuntimeEsm.replace(/\.js$/, '.cjs')]: bundlerRuntimeEsm };

/** What every page needs first: the shell bundles these in its entry (eager) and provides them to the remotes. */
const EAGER_IN_HOST = ['react', 'react/', 'react-dom', 'react-dom/', '@portal/web-core/router'];

const COMPRESSIBLE = /\.(js|css|html|json|svg)$/;

/**
 * Writes a brotli (.br) and a gzip (.gz) copy next to every text file of a production build; the
 * gateway serves them to browsers that accept them (@fastify/static's preCompressed).
 */
class PrecompressPlugin {
  apply(compiler) {
    compiler.hooks.assetEmitted.tap('PrecompressPlugin', (file, { content, targetPath }) => {
      if (!COMPRESSIBLE.test(file)) return;
      writeFileSync(`${targetPath}.br`, zlib.brotliCompressSync(content));
      writeFileSync(`${targetPath}.gz`, zlib.gzipSync(content, { level: 9 }));
    });
  }
}

/**
 * The shell's modules a signed-in page runs before it can show anything (besides the shared libraries).
 * Not keycloak-js: the page's early script (shell/src/early/) brings its own and starts the session.
 */
const SIGNED_IN_MODULES = [/src[\\/]signed-in-start\.ts$/, /src[\\/]routes[\\/](PortalProviders|guards)\.tsx$/];

/** Shared modules no signed-in page needs before it draws: the payload schemas (and zod), which only forms load. */
const SHARED_LOADED_BY_FORMS = new Set(['@portal/contracts/schemas']);

/**
 * Writes dist/signed-in-preload.json after each build of the shell: the chunks every signed-in page needs
 * before it can draw (the route guards and the shared libraries the shell does not bundle in its entry, but
 * the schemas, as its mf-manifest.json names them). prerender.mjs turns the list into preload links of
 * app.html, so they download beside the entry instead of after it has run.
 */
class SignedInPreloadPlugin {
  apply(compiler) {
    compiler.hooks.done.tap('SignedInPreloadPlugin', (stats) => {
      if (stats.hasErrors()) return;
      const { chunks = [], outputPath } = stats.toJson({ all: false, chunks: true, chunkModules: true, outputPath: true });
      const files = new Set();
      for (const chunk of chunks) {
        if (chunk.initial) continue;
        const names = (chunk.modules ?? []).flatMap((m) => [m.nameForCondition ?? '', m.name ?? '']);
        if (names.some((name) => SIGNED_IN_MODULES.some((re) => re.test(name)))) for (const file of chunk.files ?? []) files.add(file);
      }
      const manifest = readJson(path.join(outputPath, 'mf-manifest.json'));
      for (const shared of manifest.shared ?? []) {
        if (SHARED_LOADED_BY_FORMS.has(shared.name)) continue;
        for (const file of shared.assets?.js?.sync ?? []) files.add(file);
      }
      const entry = new Set(chunks.filter((c) => c.initial).flatMap((c) => c.files ?? []));
      const preload = [...files].filter((file) => file.endsWith('.js') && !entry.has(file)).sort();
      writeFileSync(path.join(outputPath, 'signed-in-preload.json'), `${JSON.stringify(preload, null, 2)}\n`);
    });
  }
}

/**
 * `npm run dev -w frontends/<app>`: serves this app's files from memory and proxies everything else
 * (the shell or the other remotes, the API, silent-check-sso.html) to the running platform, so the page
 * is the whole portal with this one app in development. Edits are hot: CSS in place, a remote's code by
 * re-rendering it (dev/hot-remote-app.tsx); what cannot be swapped (the shell's own code) reloads the page.
 */
function devServer(publicPath) {
  const own = (pathname) => pathname.startsWith(publicPath) || pathname === '/ws';
  return {
    port: DEV_PORT,
    hot: true,
    liveReload: true,
    client: { overlay: { errors: true, warnings: false } },
    devMiddleware: { publicPath },
    proxy: [{ context: (pathname) => !own(pathname), target: PORTAL_URL }],
  };
}

/**
 * @param {object} o
 * @param {string} o.appDir      absolute folder of the workspace
 * @param {'host'|'remote'} o.role
 * @param {string} o.name        federation name (shell, dashboard, ...)
 */
export function createConfig({ appDir, role, name }) {
  const production = process.env.NODE_ENV !== 'development';
  const isHost = role === 'host';
  const publicPath = isHost ? '/' : remotePublicPath(name);
  const hash = production ? '.[contenthash:8]' : '';

  const federation = {
    name: isHost ? 'shell' : name,
    shared: sharedModules(appDir),
    manifest: true,
    // Type generation adds ~2 s per build and nothing here consumes it: the shell loads ./App as a component.
    dts: false,
  };
  if (isHost) {
    for (const key of EAGER_IN_HOST) federation.shared[key].eager = true;
    federation.shareStrategy = 'loaded-first';
    // The remotes use the shell's copy of the federation runtime (runtime-core) instead of each bundling its own.
    federation.experiments = { provideExternalRuntime: true };
    federation.remotes = Object.fromEntries(REMOTES.map((remote) => [remote, `${remote}@${remotePublicPath(remote)}mf-manifest.json`]));
  } else {
    federation.filename = 'remoteEntry.js';
    federation.experiments = { externalRuntime: true };
    // In dev mode the exposed App is wrapped so that edits re-render it in place (dev/hot-remote-app.tsx).
    federation.exposes = { './App': production ? './src/App.tsx' : fileURLToPath(new URL('./dev/hot-remote-app.tsx', import.meta.url)) };
  }

  /** @type {import('@rspack/core').Configuration} */
  const config = {
    mode: production ? 'production' : 'development',
    context: appDir,
    target: 'web',
    entry: isHost ? { main: './src/main.tsx' } : {},
    // Production maps are written for error reports but not referenced from the bundles, and the gateway does not serve them.
    devtool: production ? 'hidden-source-map' : 'cheap-module-source-map',
    output: {
      path: path.join(appDir, 'dist'),
      publicPath,
      uniqueName: `portal_${name}`,
      filename: `[name]${hash}.js`,
      chunkFilename: `[name]${hash}.js`,
      cssFilename: `[name]${hash}.css`,
      cssChunkFilename: `[name]${hash}.css`,
      clean: true,
    },
    resolve: {
      extensions: ['.tsx', '.ts', '.jsx', '.mjs', '.js', '.json'],
      alias: {
        ...(production ? {} : { 'portal-remote-app': path.join(appDir, 'src', 'App.tsx') }),
        ...(isHost ? {} : BUNDLER_RUNTIME_AS_ESM),
      },
    },
    module: {
      rules: [
        {
          test: /\.[cm]?tsx?$/,
          loader: 'builtin:swc-loader',
          type: 'javascript/auto',
          options: {
            jsc: {
              target: 'es2022',
              parser: { syntax: 'typescript', tsx: true },
              transform: { react: { runtime: 'automatic', development: !production } },
            },
          },
        },
        { test: /\.css$/, type: 'css' },
        { test: /\.(svg|png|ico)$/, type: 'asset/resource' },
      ],
    },
    plugins: [new ModuleFederationPlugin(federation)],
    performance: production ? { hints: 'error', ...BUDGETS[role], assetFilter: (file) => /\.(js|css)$/.test(file) } : false,
    // The chart library (recharts with its d3, redux and immer; only ever loaded lazily, by the charts) is larger
    // than one chunk's budget: it gets chunks of its own, split into parts the browser fetches side by side.
    optimization: {
      splitChunks: {
        cacheGroups: {
          charts: { test: CHART_LIBRARY, chunks: 'async', priority: 10, reuseExistingChunk: true, maxSize: BUDGETS[role].maxAssetSize - 32 * 1024 },
        },
      },
    },
    stats: 'errors-warnings',
    devServer: devServer(publicPath),
  };

  if (production) config.plugins.push(new PrecompressPlugin());
  if (production && isHost) config.plugins.push(new SignedInPreloadPlugin());
  if (isHost) {
    config.plugins.push(
      new rspack.HtmlRspackPlugin({ template: './src/index.html', scriptLoading: 'defer', inject: 'head' }),
      new rspack.CopyRspackPlugin({ patterns: [{ from: 'public', to: '.' }] }),
    );
  }
  return config;
}
