// `@portal/service-kit/storage`: the document stores (local folder, S3) of the services that keep uploaded files.
export type { DocumentStorage } from './document-storage.js';
export { LocalDirectoryStorage } from './local-storage.js';
export { S3DocumentStorage, type S3Settings } from './s3-storage.js';
export { storageFromEnv, type StorageSettings } from './storage.factory.js';
