import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

const NOT_BUILT = '<!doctype html><title>UNSEAF Grant Portal</title><p>The web app has not been built yet.</p>';

/** Which signed-in page a path opens (written by the shell's prerender.mjs from its own routes). */
interface SignedInPages {
  /** First path segment → the remote whose page it is. */
  sections: Record<string, string>;
  /** Paths under those sections that are public (no frame, no session). */
  publicPaths: string[];
}

/** A file of the shell's build, re-read when it changes. */
function fileCache<T>(parse: (text: string) => T) {
  let cached: { file: string; mtimeMs: number; value: T } | undefined;
  return (file: string): T | undefined => {
    if (!existsSync(file)) return undefined;
    const { mtimeMs } = statSync(file);
    if (cached?.file !== file || cached.mtimeMs !== mtimeMs) cached = { file, mtimeMs, value: parse(readFileSync(file, 'utf8')) };
    return cached.value;
  };
}

/**
 * The shell's app page, answered for unknown non-API GET paths (deep links) by the error filter: for a signed-in
 * page its section's copy (its remote's files preloaded, the frame's placeholder painted before any script),
 * otherwise the bare app.html.
 */
export const spaFallback = {
  shellRoot: undefined as string | undefined,
  indexPath: undefined as string | undefined,
  pages: fileCache((text) => JSON.parse(text) as SignedInPages),
  pageCache: new Map<string, ReturnType<typeof fileCache<string>>>(),
  read(file: string): string | undefined {
    let cache = this.pageCache.get(file);
    if (!cache) this.pageCache.set(file, (cache = fileCache((text) => text)));
    return cache(file);
  },
  /** The HTML file a path starts from. */
  pageFor(url: string): string | undefined {
    if (!this.shellRoot) return this.indexPath;
    const pathname = (url.split('?')[0] ?? '/').replace(/(.)\/$/, '$1');
    const pages = this.pages(path.join(this.shellRoot, 'app-pages.json'));
    const remote = pages && !pages.publicPaths.includes(pathname) ? pages.sections[pathname.split('/')[1] ?? ''] : undefined;
    const own = remote && /^[a-z-]+$/.test(remote) ? path.join(this.shellRoot, `app-${remote}.html`) : undefined;
    return own && existsSync(own) ? own : this.indexPath;
  },
  html(url = '/'): string {
    const file = this.pageFor(url);
    return (file && this.read(file)) ?? NOT_BUILT;
  },
};
