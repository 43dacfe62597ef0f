import helmet from 'helmet';
import type { FastifyInstance } from 'fastify';
import type { IncomingMessage } from 'node:http';

/**
 * Pages the portal's own pages may frame: the silent sign-in check (Keycloak redirects a hidden iframe
 * to it) and KYC documents behind their signed links (shown in the admin's document view).
 */
const FRAMEABLE_BY_SELF = ['/silent-check-sso.html', '/api/kyc/files/'];

const frameAncestors = (req: IncomingMessage) => (FRAMEABLE_BY_SELF.some((p) => req.url?.startsWith(p)) ? "'self'" : "'none'");

/**
 * A PDF shown in the page (the admin's Document View frames `/api/kyc/files/<token>?disposition=inline`) is
 * drawn by the browser's PDF viewer, a plugin that `object-src 'none'` would block in that answer: KYC files
 * allow plugins from this origin; every other answer allows none.
 */
const objectSrc = (req: IncomingMessage) => (req.url?.startsWith('/api/kyc/files/') ? "'self'" : "'none'");

/**
 * Security headers on every answer (pages, bundles, API): a strict Content-Security-Policy (scripts only
 * from this origin, no inline scripts; Keycloak allowed for sign-in calls, its hidden iframe and its forms),
 * frame-ancestors 'none' but for the pages above, nosniff, no referrer, same-origin resource and opener
 * policies, and HSTS when the request came over TLS (directly or through a proxy that says so).
 */
export function registerSecurityHeaders(app: FastifyInstance, keycloakUrl: string): void {
  const keycloak = new URL(keycloakUrl).origin;
  // helmet's own middleware, built once (its options parsed once; the two per-URL directives are functions).
  // The Fastify wrapper rebuilt it from the options on every request, a few per cent of the gateway's CPU.
  const applyHeaders = helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        // React style props and the receipt's inline <style> (stylesheets only; scripts stay strict).
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'", keycloak],
        frameSrc: ["'self'", keycloak, 'blob:'],
        objectSrc: [objectSrc],
        baseUri: ["'self'"],
        formAction: ["'self'", keycloak],
        frameAncestors: [frameAncestors],
      },
    },
    // Browsers ignore HSTS over plain HTTP; it is added below only for TLS requests.
    strictTransportSecurity: false,
    referrerPolicy: { policy: 'no-referrer' },
    crossOriginEmbedderPolicy: false,
    crossOriginOpenerPolicy: { policy: 'same-origin' },
    crossOriginResourcePolicy: { policy: 'same-origin' },
    // The CSP's frame-ancestors decides framing; X-Frame-Options would forbid even the frameable pages.
    xFrameOptions: false,
  });
  app.addHook('onRequest', (request, reply, done) => {
    applyHeaders(request.raw, reply.raw, (error?: unknown) => done(error instanceof Error ? error : undefined));
  });
  app.addHook('onSend', (request, reply, _payload, done) => {
    if (request.protocol === 'https') void reply.header('strict-transport-security', 'max-age=31536000; includeSubDomains');
    done();
  });
}
