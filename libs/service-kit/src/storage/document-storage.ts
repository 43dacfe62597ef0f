/**
 * Where a service keeps uploaded documents (KYC documents, progress-report attachments): one interface, a local
 * directory by default or an S3-compatible bucket by configuration (storageFromEnv).
 */
export interface DocumentStorage {
  readonly kind: string;
  put(key: string, data: Uint8Array, contentType: string): Promise<void>;
  get(key: string): Promise<Uint8Array>;
  delete(key: string): Promise<void>;
}
