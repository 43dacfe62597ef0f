/** Where KYC documents live: one interface, a local directory by default or an S3-compatible bucket by configuration. */
export interface DocumentStorage {
  readonly kind: string;
  put(key: string, data: Uint8Array, contentType: string): Promise<void>;
  get(key: string): Promise<Uint8Array>;
  delete(key: string): Promise<void>;
}

/** `{userId}/aml-certificate-{timestamp}.{extension}` (spec 1 §3). */
export function documentKey(userId: string, timestamp: number, extension: string): string {
  return `${userId}/aml-certificate-${timestamp}.${extension}`;
}
