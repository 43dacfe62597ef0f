export { AuthClient, authClient, safeRedirectPath, TOKEN_MIN_VALIDITY_SECONDS } from './auth-client';
export type { AuthSnapshot, AuthStatus, PortalConfig } from './auth-client';
export { AuthProvider, useAuth } from './auth';
export type { UseAuth } from './auth';
export { ApiError, apiFetch, isApiError, NETWORK_ERROR_MESSAGE } from './api';
export type { ApiFetchOptions } from './api';
export { queryKeys, retryUnlessClientError, useDashboard, useMe } from './queries';
