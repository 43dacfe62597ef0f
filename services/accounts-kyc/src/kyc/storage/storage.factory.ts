import { fileURLToPath } from 'node:url';
import type { DocumentStorage } from './document-storage.js';
import { LocalDirectoryStorage } from './local-storage.js';
import { S3DocumentStorage } from './s3-storage.js';

/** KYC_STORAGE=local (default, KYC_STORAGE_DIR) or s3 (KYC_S3_BUCKET, KYC_S3_REGION, KYC_S3_ENDPOINT; credentials from the AWS environment). */
export function documentStorageFromEnv(env: NodeJS.ProcessEnv = process.env): DocumentStorage {
  if ((env.KYC_STORAGE ?? 'local') === 's3') {
    if (!env.KYC_S3_BUCKET) throw new Error('KYC_S3_BUCKET is required when KYC_STORAGE=s3');
    return new S3DocumentStorage({
      bucket: env.KYC_S3_BUCKET,
      region: env.KYC_S3_REGION ?? 'us-east-1',
      endpoint: env.KYC_S3_ENDPOINT,
      forcePathStyle: env.KYC_S3_FORCE_PATH_STYLE !== 'false',
    });
  }
  const suffix = env.PORTAL_DB_SUFFIX ? '-test' : '';
  const root = env.KYC_STORAGE_DIR ?? fileURLToPath(new URL(`../../../../../.data/kyc-documents${suffix}`, import.meta.url));
  return new LocalDirectoryStorage(root);
}
