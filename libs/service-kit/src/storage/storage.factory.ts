import { fileURLToPath } from 'node:url';
import type { DocumentStorage } from './document-storage.js';
import { LocalDirectoryStorage } from './local-storage.js';
import { S3DocumentStorage } from './s3-storage.js';

/** One service's document store: the prefix of its settings and its local folder under the checkout's `.data/`. */
export interface StorageSettings {
  /** `KYC` reads KYC_STORAGE, KYC_STORAGE_DIR, KYC_S3_BUCKET …; `REPORT_ATTACHMENTS` reads REPORT_ATTACHMENTS_STORAGE … */
  prefix: string;
  /** The development folder, `.data/<folder>` (`<folder>-test` on a test platform). */
  folder: string;
}

/**
 * `<PREFIX>_STORAGE=local` (default: `<PREFIX>_STORAGE_DIR`, else the checkout's `.data/<folder>`) or `s3`
 * (`<PREFIX>_S3_BUCKET`, `<PREFIX>_S3_REGION`, `<PREFIX>_S3_ENDPOINT`, `<PREFIX>_S3_FORCE_PATH_STYLE`; credentials
 * from the AWS environment).
 */
export function storageFromEnv({ prefix, folder }: StorageSettings, env: NodeJS.ProcessEnv = process.env): DocumentStorage {
  const setting = (name: string) => env[`${prefix}_${name}`];
  if ((setting('STORAGE') ?? 'local') === 's3') {
    const bucket = setting('S3_BUCKET');
    if (!bucket) throw new Error(`${prefix}_S3_BUCKET is required when ${prefix}_STORAGE=s3`);
    return new S3DocumentStorage({
      bucket,
      region: setting('S3_REGION') ?? 'us-east-1',
      endpoint: setting('S3_ENDPOINT'),
      forcePathStyle: setting('S3_FORCE_PATH_STYLE') !== 'false',
    });
  }
  const suffix = env.PORTAL_DB_SUFFIX ? '-test' : '';
  // From libs/service-kit/dist/storage/ up to the checkout.
  const root = setting('STORAGE_DIR') ?? fileURLToPath(new URL(`../../../../.data/${folder}${suffix}`, import.meta.url));
  return new LocalDirectoryStorage(root);
}
