/** Error codes returned by the gateway as `{ statusCode, code, message }` and carried in RPC errors. */
export const ErrorCodes = {
  validationFailed: 'VALIDATION_FAILED',
  unauthenticated: 'UNAUTHENTICATED',
  forbidden: 'FORBIDDEN',
  accountStatusBlocked: 'ACCOUNT_STATUS_BLOCKED',
  kycNotApproved: 'KYC_NOT_APPROVED',
  secondFactorRequired: 'SECOND_FACTOR_REQUIRED',
  notFound: 'NOT_FOUND',
  methodNotAllowed: 'METHOD_NOT_ALLOWED',
  conflict: 'CONFLICT',
  serviceUnavailable: 'SERVICE_UNAVAILABLE',
  internal: 'INTERNAL_ERROR',
} as const;
export type ErrorCode = (typeof ErrorCodes)[keyof typeof ErrorCodes] | (string & {});

export interface ApiErrorBody {
  statusCode: number;
  code: ErrorCode;
  message: string;
}

/** The error a service answers a request with; the gateway turns it into an HTTP answer as it is. */
export interface RpcErrorBody extends ApiErrorBody {
  rpc: true;
}

export function isRpcErrorBody(value: unknown): value is RpcErrorBody {
  return (
    typeof value === 'object' && value !== null && (value as { rpc?: unknown }).rpc === true && typeof (value as { message?: unknown }).message === 'string'
  );
}

export const GenericMessages = {
  unauthenticated: 'User not authenticated. Please login again.',
  notAdmin: 'You are not authorized as an admin',
  /** An admin's token without the second factor (not from the admin sign-in with a one-time code). */
  secondFactorRequired: 'Admin access needs the second factor: sign in again at /admin/login with your authenticator code',
  serviceUnavailable: 'The service is temporarily unavailable. Please try again.',
  internal: 'Unexpected error occurred',
  network: 'Network error. Please try again.',
  /** A NUL character in any text input (PostgreSQL and Keycloak cannot store it). */
  nulCharacter: 'Text must not contain NUL characters',
} as const;

/**
 * The admin sign-in's failures (spec 1 §8): wrong username, password or code (said on the Keycloak
 * page, the theme's portalAdminInvalidCredentials), and an account that signed in but is no admin.
 */
export const AdminSignInMessages = {
  invalidCredentials: 'Invalid admin credentials',
  profileNotFound: 'Admin profile not found',
} as const;
