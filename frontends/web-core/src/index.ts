export { AuthClient, authClient, safeRedirectPath, TOKEN_MIN_VALIDITY_SECONDS } from './auth-client';
export type { AuthSnapshot, AuthStatus, PortalConfig } from './auth-client';
export { AuthProvider, useAuth } from './auth';
export type { UseAuth } from './auth';
export { ApiError, apiFetch, bearerToken, isApiError, NETWORK_ERROR_MESSAGE } from './api';
export type { ApiFetchOptions } from './api';
export { apiUpload } from './upload';
export type { ApiUploadOptions, UploadProgress } from './upload';
export { queryKeys, retryUnlessClientError, useDashboard, useMe } from './queries';
