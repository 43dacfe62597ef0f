import path from 'node:path';

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
