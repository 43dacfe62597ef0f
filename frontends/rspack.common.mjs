// Build settings shared by the shell (Module Federation host) and the remotes.
// Each workspace's rspack.config.mjs calls createConfig() with its own name and role.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { rspack } from '@rspack/core';
import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';

/** The remotes the shell loads; each is served by the gateway at /remotes/<name>/. */
export const REMOTES = ['dashboard', 'money', 'settings', 'support', 'admin'];

export const remotePublicPath = (name) => `/remotes/${name}/`;

function readJson(file) {
  return JSON.parse(readFileSync(file, 'utf8'));
}

/**
 * The singletons every federated app shares. The trailing-slash keys cover deep imports such as
 * react/jsx-runtime and react-dom/client. Leaving react-router out breaks routing inside remotes.
 */
export function sharedModules(appDir) {
  const { dependencies = {} } = readJson(path.join(appDir, 'package.json'));
  const webCoreVersion = readJson(new URL('./web-core/package.json', import.meta.url)).version;
  const single = (dep) => ({ singleton: true, requiredVersion: dependencies[dep] ?? false });
  return {
    react: single('react'),
    'react/': single('react'),
    'react-dom': single('react-dom'),
    'react-dom/': single('react-dom'),
    'react-router': single('react-router'),
    'react-router-dom': single('react-router-dom'),
    '@tanstack/react-query': single('@tanstack/react-query'),
    '@portal/web-core': { singleton: true, requiredVersion: `^${webCoreVersion}`, version: webCoreVersion },
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
    federation.shareStrategy = 'loaded-first';
    federation.remotes = Object.fromEntries(
      REMOTES.map((remote) => [remote, `${remote}@${remotePublicPath(remote)}mf-manifest.json`]),
    );
  } else {
    federation.filename = 'remoteEntry.js';
    federation.exposes = { './App': './src/App.tsx' };
  }

  /** @type {import('@rspack/core').Configuration} */
  const config = {
    mode: production ? 'production' : 'development',
    context: appDir,
    target: 'web',
    entry: isHost ? { main: './src/index.ts' } : {},
    devtool: production ? 'source-map' : 'cheap-module-source-map',
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
    performance: { hints: false },
    stats: 'errors-warnings',
  };

  if (isHost) {
    config.plugins.push(
      new rspack.HtmlRspackPlugin({ template: './src/index.html', scriptLoading: 'defer', inject: 'body' }),
      new rspack.CopyRspackPlugin({ patterns: [{ from: 'public', to: '.' }] }),
    );
  }
  return config;
}
