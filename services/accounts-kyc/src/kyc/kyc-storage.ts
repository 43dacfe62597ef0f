import { storageFromEnv, type DocumentStorage } from '@portal/service-kit/storage';

/**
 * Where KYC documents live: KYC_STORAGE=local (default, KYC_STORAGE_DIR, else `.data/kyc-documents`) or s3
 * (KYC_S3_BUCKET, KYC_S3_REGION, KYC_S3_ENDPOINT, KYC_S3_FORCE_PATH_STYLE; credentials from the AWS environment).
 */
export function kycDocumentStorage(env: NodeJS.ProcessEnv = process.env): DocumentStorage {
  return storageFromEnv({ prefix: 'KYC', folder: 'kyc-documents' }, env);
}

/** `{userId}/aml-certificate-{timestamp}.{extension}` (spec 1 §3). */
export function documentKey(userId: string, timestamp: number, extension: string): string {
  return `${userId}/aml-certificate-${timestamp}.${extension}`;
}
