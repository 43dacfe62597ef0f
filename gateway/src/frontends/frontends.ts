import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { spaFallback } from './app-pages.js';
import { cacheControlFor } from './cache-control.js';

export { spaFallback };

export const REMOTES = ['dashboard', 'money', 'settings', 'support', 'admin'] as const;

/** Source maps stay on the server (the builds write them for error reports); they are never served. */
const isSourceMap = (pathName: string) => pathName.endsWith('.map');

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
  // index.html holds the prerendered landing page (served for /); every other page starts from the bare app.html,
  // a signed-in one from its section's app-<remote>.html (app-pages.json).
  const bare = path.join(shellRoot, 'app.html');
  spaFallback.shellRoot = shellRoot;
  spaFallback.indexPath = existsSync(bare) ? bare : path.join(shellRoot, 'index.html');
  return { shell: existsSync(spaFallback.indexPath), remotes: served };
}

export function wantsShell(method: string, url: string): boolean {
  return method === 'GET' && !url.startsWith('/api/') && !url.startsWith('/remotes/') && !isSourceMap(url.split('?')[0]!);
}
