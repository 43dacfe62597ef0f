import { stdSerializers } from 'pino';

/**
 * What must never reach a log line: credentials and anything that opens something for whoever reads it.
 * Every process's logger (see logger.ts) passes each log call's arguments through `redactLogValue`, and
 * the HTTP access log writes URLs through `redactUrl`, so a secret is replaced wherever it appears: as a
 * field, inside a URL or inside a message.
 */
export const REDACTED = '[redacted]';

/**
 * Field names whose values are secrets, at any depth: authorization headers and cookies, passwords (current,
 * new, confirmation), PINs, tokens (bearer, refresh, password reset, signed links), one-time codes, secrets.
 */
const SECRET_FIELD =
  /^(authorization|proxy-authorization|cookie|set-cookie|x-api-key|(current|new|confirm|old)?password|(current|new|confirm|old)?pin|(access|refresh|id|reset|link|bearer|api)?_?token|otp|totp|(otp|totp|one_?time)_?code|(client_?)?secret)$/i;

/** A signed KYC document link: `/api/kyc/files/<token>` (the token opens the document for an hour). */
const SIGNED_LINK = /(\/api\/kyc\/files\/)[^/?#\s"'<>]+/g;
/** Secret query parameters: a password reset link's `token`, OAuth `code`s, anything named like a credential. */
const SECRET_QUERY = /([?&](?:token|access_token|refresh_token|id_token|code|password|pin|otp|totp|secret|key)=)[^&#\s"'<>]*/gi;
/** A bearer credential in a text (e.g. an echoed header). */
const BEARER = /(\bBearer\s+)[\w.~+/=-]+/gi;
/** A JSON Web Token anywhere in a text (Keycloak's access, refresh and action tokens all are). */
const JWT = /\beyJ[\w-]{5,}\.[\w-]{5,}\.[\w-]+/g;

/** A cheap first look: most texts hold none of what the patterns below replace. */
const MAYBE_SECRET = /\/api\/kyc\/files\/|=|bearer|eyJ/i;

/** A text with every signed-link token, secret query parameter, bearer credential and JWT replaced. */
export function redactText(text: string): string {
  if (!MAYBE_SECRET.test(text)) return text;
  return text.replace(SIGNED_LINK, `$1${REDACTED}`).replace(SECRET_QUERY, `$1${REDACTED}`).replace(BEARER, `$1${REDACTED}`).replace(JWT, REDACTED);
}

/** A URL (path and query) as it may be logged. */
export function redactUrl(url: string | undefined): string | undefined {
  return url === undefined ? undefined : redactText(url);
}

function isPlainObject(value: object): value is Record<string, unknown> {
  const proto = Object.getPrototypeOf(value) as unknown;
  return proto === Object.prototype || proto === null;
}

const MAX_DEPTH = 8;

/**
 * A copy of a log argument without secrets: secret fields (by name, at any depth) replaced, every text
 * scrubbed with `redactText`. Plain objects and arrays are copied; other objects (a request, an Error) are
 * left to the logger's serializers, which redact what they write.
 */
export function redactLogValue(value: unknown, depth = 0, seen = new WeakSet<object>()): unknown {
  if (typeof value === 'string') return redactText(value);
  if (typeof value !== 'object' || value === null || depth > MAX_DEPTH) return value;
  if (seen.has(value)) return value;
  if (Array.isArray(value)) {
    seen.add(value);
    return value.map((item) => redactLogValue(item, depth + 1, seen));
  }
  if (!isPlainObject(value)) return value;
  seen.add(value);
  const copy: Record<string, unknown> = {};
  for (const [key, field] of Object.entries(value)) {
    copy[key] = SECRET_FIELD.test(key) && field !== undefined && field !== null && field !== '' ? REDACTED : redactLogValue(field, depth + 1, seen);
  }
  return copy;
}

/**
 * pino's `err` serializer without secrets: the standard serialization (type, message, stack, own fields),
 * copied into a plain object and redacted (an error's message may quote a URL, its fields a request's headers).
 */
export function redactError(error: unknown): unknown {
  const serialized = stdSerializers.err(error as Error) as unknown;
  if (typeof serialized !== 'object' || serialized === null) return redactLogValue(serialized);
  const plain: Record<string, unknown> = {};
  for (const key in serialized) plain[key] = (serialized as Record<string, unknown>)[key];
  return redactLogValue(plain);
}
