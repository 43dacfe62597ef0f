import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';
import { secretFromEnv } from '@portal/service-kit';

const FORMAT = 'v1';
/** The shortest key material accepted (a generated one is 65 characters). */
const MIN_KEY_LENGTH = 32;

/**
 * Encrypts the webhook endpoints' signing secrets at rest: AES-256-GCM under a key derived (SHA-256) from
 * WEBHOOK_SECRET_KEY, a random 96-bit IV per secret, the endpoint's id as associated data (a ciphertext
 * copied onto another endpoint does not open). Stored as `v1.<iv>.<tag>.<ciphertext>` (base64url).
 * A database dump alone does not give the secrets; the key is a process secret of accounts-kyc only.
 */
export class SecretBox {
  private readonly key: Buffer;

  constructor(keyMaterial: string) {
    if (keyMaterial.length < MIN_KEY_LENGTH) throw new Error(`WEBHOOK_SECRET_KEY must have at least ${MIN_KEY_LENGTH} characters`);
    this.key = createHash('sha256').update(keyMaterial).digest();
  }

  seal(plaintext: string, context: string): string {
    const iv = randomBytes(12);
    const cipher = createCipheriv('aes-256-gcm', this.key, iv);
    cipher.setAAD(Buffer.from(context));
    const ciphertext = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
    return [FORMAT, iv, cipher.getAuthTag(), ciphertext].map((part) => (typeof part === 'string' ? part : part.toString('base64url'))).join('.');
  }

  /** Throws when the text was not sealed with this key and context (or was changed). */
  open(sealed: string, context: string): string {
    const [format, iv, tag, ciphertext] = sealed.split('.');
    if (format !== FORMAT || !iv || !tag || ciphertext === undefined) throw new Error('Not a sealed webhook secret');
    const decipher = createDecipheriv('aes-256-gcm', this.key, Buffer.from(iv, 'base64url'));
    decipher.setAAD(Buffer.from(context));
    decipher.setAuthTag(Buffer.from(tag, 'base64url'));
    return Buffer.concat([decipher.update(Buffer.from(ciphertext, 'base64url')), decipher.final()]).toString('utf8');
  }
}

/**
 * The box under WEBHOOK_SECRET_KEY. With NODE_ENV=production there is no fallback: without the key the
 * service does not start (secretFromEnv), so no secret is ever stored under a known key.
 */
export function secretBoxFromEnv(env: NodeJS.ProcessEnv = process.env): SecretBox {
  return new SecretBox(secretFromEnv('WEBHOOK_SECRET_KEY', 'development-only-webhook-secret-key-not-for-production', env));
}

/** A new signing secret: 32 random bytes, base64url (43 characters). */
export function newWebhookSecret(): string {
  return randomBytes(32).toString('base64url');
}
