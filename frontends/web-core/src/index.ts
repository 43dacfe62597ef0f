// The package's public API (a Module Federation singleton: the shell and every remote share one copy).
export { AuthClient, authClient, safeRedirectPath, TOKEN_MIN_VALIDITY_SECONDS } from './auth/auth-client';
export type { AuthSnapshot, AuthStatus } from './auth/auth-client';
export { useAuth } from './auth/use-auth';
export type { UseAuth } from './auth/use-auth';

export { api, bearerToken } from './api/client';
export { apiUpload } from './api/upload';
export type { ApiUploadOptions, UploadProgress } from './api/upload';
export { retryUnlessClientError } from './api/retry';
export { getMeQueryOptions, kycStatusOf, useMe, useProfile } from './api/get-me';
export { getDashboardQueryOptions, useDashboard } from './api/get-dashboard';
export { getPinStatusQueryOptions, usePinStatus } from './api/get-pin-status';

export { Dialog, type DialogProps } from './components/Dialog';
export { Loading } from './components/Loading';
export { QueryStatus, type QueryStatusProps } from './components/QueryStatus';
export { StatusBadge, WithdrawalStatusBadge, type BadgeTone } from './components/StatusBadge';

export { usePageTitle, PORTAL_TITLE } from './hooks/use-page-title';
export { formatDate, formatDateTime } from './utils/format-date';
export { formatStatus } from './utils/format-status';
export { newIdempotencyKey } from './utils/idempotency-key';
export { saveFile } from './utils/save-file';
