#!/usr/bin/env node
// A tiny static server for checking the built frontends without the gateway (Node builtins only):
//   /                    → frontends/shell/dist, with index.html for any path that is not a file
//   /remotes/<name>/...  → frontends/<name>/dist (404 when missing: no fallback there)
//   /api/config          → a stub Keycloak configuration (only for this local check)
//   /api/*               → 404 JSON unless --proxy-api=<origin> forwards it (e.g. to a running gateway)
// Usage: node frontends/dev-server.mjs [--port=4300] [--keycloak=http://localhost:8180] [--proxy-api=http://localhost:3000]
import { createServer, request as httpRequest } from 'node:http';
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
const args = Object.fromEntries(
  process.argv.slice(2).map((a) => {
    const [k, ...v] = a.replace(/^--/, '').split('=');
    return [k, v.join('=') || 'true'];
  }),
);
const port = Number(args.port ?? process.env.PORT ?? 4300);
const keycloakUrl = args.keycloak ?? process.env.KEYCLOAK_URL ?? 'http://localhost:8180';
const proxyApi = args['proxy-api'] ?? null;
const REMOTES = new Set(['dashboard', 'money', 'settings', 'support', 'admin']);

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.txt': 'text/plain; charset=utf-8',
};

async function fileAt(root, relative) {
  const full = path.resolve(root, '.' + path.posix.normalize('/' + relative));
  if (full !== root && !full.startsWith(root + path.sep)) return null; // no escaping the root
  try {
    const s = await stat(full);
    if (s.isFile()) return { full, size: s.size };
  } catch {
    /* missing */
  }
  return null;
}

function send(res, status, body, type = 'text/plain; charset=utf-8') {
  res.writeHead(status, { 'content-type': type, 'cache-control': 'no-store' });
  res.end(body);
}

function sendFile(res, file, method) {
  const ext = path.extname(file.full);
  const hashed = /\.[0-9a-f]{8}\.(js|css)$/.test(file.full);
  res.writeHead(200, {
    'content-type': TYPES[ext] ?? 'application/octet-stream',
    'content-length': file.size,
    'cache-control': hashed ? 'public, max-age=31536000, immutable' : 'no-cache',
  });
  if (method === 'HEAD') return res.end();
  createReadStream(file.full).pipe(res);
}

function proxy(req, res) {
  const target = new URL(req.url, proxyApi);
  const upstream = httpRequest(target, { method: req.method, headers: { ...req.headers, host: target.host } }, (up) => {
    res.writeHead(up.statusCode ?? 502, up.headers);
    up.pipe(res);
  });
  upstream.on('error', () => send(res, 502, JSON.stringify({ statusCode: 502, code: 'BAD_GATEWAY', message: 'API unreachable' }), TYPES['.json']));
  req.pipe(upstream);
}

const server = createServer(async (req, res) => {
  const url = new URL(req.url ?? '/', 'http://localhost');
  const pathname = decodeURIComponent(url.pathname);

  if (pathname === '/api/config') {
    return send(res, 200, JSON.stringify({ keycloak: { url: keycloakUrl, realm: 'grant-portal', clientId: 'portal-web' } }), TYPES['.json']);
  }
  if (pathname.startsWith('/api/')) {
    if (proxyApi) return proxy(req, res);
    return send(res, 404, JSON.stringify({ statusCode: 404, code: 'NOT_FOUND', message: 'No API in the local static server' }), TYPES['.json']);
  }
  if (req.method !== 'GET' && req.method !== 'HEAD') return send(res, 405, 'Method Not Allowed');

  const remote = /^\/remotes\/([a-z-]+)(\/.*)?$/.exec(pathname);
  if (remote) {
    if (!REMOTES.has(remote[1])) return send(res, 404, 'Not Found');
    const file = await fileAt(path.join(here, remote[1], 'dist'), remote[2] ?? '/');
    return file ? sendFile(res, file, req.method) : send(res, 404, 'Not Found');
  }

  const shellRoot = path.join(here, 'shell', 'dist');
  const file = await fileAt(shellRoot, pathname);
  if (file) return sendFile(res, file, req.method);
  // Deep links get the shell's index.html; a missing asset (a path with an extension) is a 404.
  if (path.extname(pathname)) return send(res, 404, 'Not Found');
  const index = await fileAt(shellRoot, '/index.html');
  return index ? sendFile(res, index, req.method) : send(res, 503, 'The shell is not built: run node frontends/build-all.mjs');
});

server.listen(port, () => {
  console.log(`frontends dev server on http://localhost:${port} (keycloak stub: ${keycloakUrl}${proxyApi ? `, /api → ${proxyApi}` : ''})`);
});
