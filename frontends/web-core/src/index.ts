// The package's public API (a Module Federation singleton: the shell and every remote share one copy).
// Stateless presentational pieces are in ./ui.ts (`@portal/web-core/ui`).
export { AuthClient, authClient, safeRedirectPath, TOKEN_MIN_VALIDITY_SECONDS } from './auth/auth-client';
export type { AuthSnapshot, AuthStatus } from './auth/auth-client';
export { useAuth } from './auth/use-auth';
export { useSignOut } from './auth/use-sign-out';
export { useMayCall, useMayCallRule } from './auth/use-may-call';
export type { UseAuth } from './auth/use-auth';

export { api, bearerToken } from './api/client';
export { apiUpload } from './api/upload';
export { onApiCall, useApiCallLog, type ApiCallRecord } from './api/call-log';
export type { ApiUploadOptions, UploadProgress } from './api/upload';
export { loadErrorText } from './api/load-error-text';
export { routeLabel } from './api/route-label';
export { retryUnlessClientError } from './api/query-errors';
export { getMeQueryOptions, kycStatusOf, useMe, useProfile } from './api/get-me';
export { getDashboardQueryOptions, useDashboard } from './api/get-dashboard';
export { getPinStatusQueryOptions, usePinStatus } from './api/get-pin-status';
export { getPreferencesQueryOptions, usePreferences } from './api/get-preferences';
export { useOpenReportAttachment } from './api/open-report-attachment';

export { i18n, applyLanguage, currentLanguage, visitorLanguageApplies, LOCALE_OF, type LanguageChooser } from './i18n/i18n';
export { useApplyPreferences } from './i18n/use-apply-preferences';
export { useDateFormat } from './i18n/use-date-format';
export { useStatusText } from './i18n/use-status-text';
export { useBudgetLineName } from './i18n/use-budget-line-name';
export { useServerText } from './i18n/use-server-text';

export { ToastProvider, useToast, addToast, TOAST_DURATION_MS, type Toast, type ToastTone } from './layout/Toasts';
export { RouteAlert } from './components/RouteAlert';
export { WithdrawalStatusBadge } from './components/WithdrawalStatusBadge';

export { formatDate, formatDateTime, formatMonth, type DateFormatOptions } from './utils/format-date';
export { formatStatus } from './utils/format-status';
export { newIdempotencyKey } from './utils/idempotency-key';
export { saveFile } from './utils/save-file';
export { usePinCommand, usePinDialogTexts, type PinCommandOptions } from './hooks/use-pin-command';
export { useAfterPaint } from './hooks/use-after-paint';
