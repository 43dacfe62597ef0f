import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';

export const REMOTES = ['dashboard', 'money', 'settings', 'support', 'admin'] as const;

/** Source maps stay on the server (the builds write them for error reports); they are never served. */
const isSourceMap = (pathName: string) => pathName.endsWith('.map');

/** The answer's copies written beside each text file by the build (served to browsers that accept them). */
const COMPRESSED_COPY = /\.(br|gz)$/;
/** Content-hashed bundles: `<name>.<8+ hex>.<ext>`. */
const HASHED = /\.[0-9a-f]{8,}\.(js|css|woff2?|png|svg)$/;
/** Pages the sign-in check loads in a hidden frame on every signed-in start: fixed text, cached for a while. */
const SILENT_CHECK = /^silent-check-sso\.(html|js)$/;

/**
 * Cache-Control of a built file, by the name of the file sent (its .br or .gz copy counts as the file):
 * content-hashed bundles never change; the silent sign-in check page is kept 10 minutes, so the
 * sign-in check of a second tab or a reload does not wait for it; entry points (html, manifests,
 * remote entries) always revalidate.
 */
export function cacheControlFor(filePath: string): string {
  const name = path.basename(filePath).replace(COMPRESSED_COPY, '');
  if (HASHED.test(name)) return 'public, max-age=31536000, immutable';
  if (SILENT_CHECK.test(name)) return 'public, max-age=600';
  return 'no-cache';
}

function cacheHeaders(reply: FastifyReply, filePath: string): void {
  reply.header('cache-control', cacheControlFor(filePath));
}

/**
 * Serves the built shell at / and each remote at /remotes/<name>/. Any other path that is not
 * an API call gets the shell's index.html (see spaFallback), so deep links work. Missing builds are skipped, so
 * the shell's error boundary shows the remote as unavailable instead of a blank page. The builds hold a
 * brotli and a gzip copy of each text file, sent to browsers that accept them; source maps are not served.
 */
export async function registerFrontends(app: FastifyInstance, frontendsDir: string): Promise<{ shell: boolean; remotes: string[] }> {
  const served: string[] = [];
  for (const remote of REMOTES) {
    const root = path.join(frontendsDir, remote, 'dist');
    if (!existsSync(root)) continue;
    await app.register(fastifyStatic, {
      root,
      prefix: `/remotes/${remote}/`,
      decorateReply: false,
      preCompressed: true,
      allowedPath: (p) => !isSourceMap(p),
      setHeaders: (res, p) => cacheHeaders(res as unknown as FastifyReply, p),
    });
    served.push(remote);
  }
  const shellRoot = path.join(frontendsDir, 'shell', 'dist');
  // Files are looked up per request (wildcard), so a rebuilt frontend is served without a restart.
  await app.register(fastifyStatic, {
    root: shellRoot,
    prefix: '/',
    wildcard: true,
    index: ['index.html'],
    decorateReply: false,
    preCompressed: true,
    allowedPath: (p) => !isSourceMap(p),
    setHeaders: (res, p) => cacheHeaders(res as unknown as FastifyReply, p),
  });
  // index.html holds the prerendered landing page (served for /); every other page starts from the bare app.html.
  const bare = path.join(shellRoot, 'app.html');
  spaFallback.indexPath = existsSync(bare) ? bare : path.join(shellRoot, 'index.html');
  return { shell: existsSync(spaFallback.indexPath), remotes: served };
}

const NOT_BUILT = '<!doctype html><title>UNSEAF Grant Portal</title><p>The web app has not been built yet.</p>';

/** The shell's index.html, answered for unknown non-API GET paths (deep links) by the error filter; re-read when it changes. */
export const spaFallback = {
  indexPath: undefined as string | undefined,
  cached: undefined as { mtimeMs: number; html: string } | undefined,
  html(): string {
    if (!this.indexPath || !existsSync(this.indexPath)) return NOT_BUILT;
    const { mtimeMs } = statSync(this.indexPath);
    if (this.cached?.mtimeMs !== mtimeMs) this.cached = { mtimeMs, html: readFileSync(this.indexPath, 'utf8') };
    return this.cached.html;
  },
};

export function wantsShell(method: string, url: string): boolean {
  return method === 'GET' && !url.startsWith('/api/') && !url.startsWith('/remotes/') && !isSourceMap(url.split('?')[0]!);
}
