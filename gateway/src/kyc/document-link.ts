import { createHmac, timingSafeEqual } from 'node:crypto';
import { Api, ErrorCodes, KYC_LINK_TTL_SECONDS, routeUrl, type DocumentLink } from '@portal/contracts';
import { ApiError } from '../http/api-error.js';

export interface LinkClaims {
  /** document id */
  d: string;
  /** who the link was made for */
  u: string;
  /** made for an admin */
  a: boolean;
  /** expiry, seconds since the epoch */
  e: number;
}

export type LinkCheck = { ok: true; claims: LinkClaims } | { ok: false; reason: 'invalid' | 'expired' };

/** What a signer's links open: its file route, and the scope mixed into its signatures (none for KYC documents). */
export interface LinkTarget {
  /** Links of one scope never verify under another, so a KYC link cannot open a report file or the reverse. */
  scope: string | null;
  fileRoute: typeof Api.kyc.file | typeof Api.grantAttachments.file;
}

const KYC_DOCUMENTS: LinkTarget = { scope: null, fileRoute: Api.kyc.file };

/**
 * Signed, time-limited document links (HMAC-SHA256). A link is made only after the gateway has
 * checked that the caller owns the document or is an admin; whoever holds it may open it until it expires.
 */
export class DocumentLinkSigner {
  constructor(
    private readonly secret: string,
    private readonly ttlSeconds = KYC_LINK_TTL_SECONDS,
    private readonly target: LinkTarget = KYC_DOCUMENTS,
  ) {
    if (secret.length < 16) throw new Error('KYC_LINK_SECRET must have at least 16 characters');
  }

  private sign(payload: string): string {
    const signed = this.target.scope ? `${this.target.scope}.${payload}` : payload;
    return createHmac('sha256', this.secret).update(signed).digest('base64url');
  }

  create(documentId: string, requesterId: string, admin: boolean, now = Date.now()): { token: string; expiresAt: Date } {
    const claims: LinkClaims = { d: documentId, u: requesterId, a: admin, e: Math.floor(now / 1000) + this.ttlSeconds };
    const payload = Buffer.from(JSON.stringify(claims)).toString('base64url');
    return { token: `${payload}.${this.sign(payload)}`, expiresAt: new Date(claims.e * 1000) };
  }

  /** The answer of a document-link route: the file route's URL with a fresh token. */
  link(documentId: string, requesterId: string, admin: boolean): DocumentLink {
    const { token, expiresAt } = this.create(documentId, requesterId, admin);
    return { url: routeUrl(this.target.fileRoute, { params: { token } }), expiresAt: expiresAt.toISOString() };
  }

  /** The claims of a link being opened; an expired link is a 410, any other bad one a 403, with the feature's texts. */
  claimsOf(token: string, texts: { linkExpired: string; linkInvalid: string }): LinkClaims {
    const check = this.verify(token);
    if (check.ok) return check.claims;
    throw check.reason === 'expired' ? new ApiError(410, 'LINK_EXPIRED', texts.linkExpired) : new ApiError(403, ErrorCodes.forbidden, texts.linkInvalid);
  }

  verify(token: string, now = Date.now()): LinkCheck {
    const [payload, signature, extra] = token.split('.');
    if (!payload || !signature || extra !== undefined) return { ok: false, reason: 'invalid' };
    const expected = Buffer.from(this.sign(payload));
    const given = Buffer.from(signature);
    if (expected.length !== given.length || !timingSafeEqual(expected, given)) return { ok: false, reason: 'invalid' };
    let claims: LinkClaims;
    try {
      claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as LinkClaims;
    } catch {
      return { ok: false, reason: 'invalid' };
    }
    if (typeof claims.e !== 'number' || typeof claims.d !== 'string' || typeof claims.u !== 'string') return { ok: false, reason: 'invalid' };
    if (claims.e * 1000 <= now) return { ok: false, reason: 'expired' };
    return { ok: true, claims };
  }
}
