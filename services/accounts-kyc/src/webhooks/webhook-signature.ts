import { createHmac, timingSafeEqual } from 'node:crypto';
import { WEBHOOK_SIGNATURE_VERSION } from '@portal/contracts';

/**
 * The signature of one delivery attempt: HMAC-SHA256 with the endpoint's secret (its text, as UTF-8) over
 * "<timestamp>.<raw body>", hex, as `v1=<hex>`. The timestamp (Unix seconds, also sent in
 * X-Portal-Webhook-Timestamp) is signed too, so a receiver can refuse an old message replayed by a third party.
 */
export function signWebhook(secret: string, timestamp: number, body: string): string {
  return `${WEBHOOK_SIGNATURE_VERSION}=${createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex')}`;
}

/** What a receiver does: true when the header is the signature of this timestamp and body (compared in constant time). */
export function verifyWebhookSignature(secret: string, timestamp: string | number, body: string, header: string): boolean {
  const expected = Buffer.from(signWebhook(secret, Number(timestamp), body));
  const given = Buffer.from(header);
  return expected.length === given.length && timingSafeEqual(expected, given);
}
