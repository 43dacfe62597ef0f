import { ApiError } from '@portal/contracts';

/** Client errors (4xx) are answers, not glitches: they are not retried; anything else twice. */
export function retryUnlessClientError(failureCount: number, error: unknown): boolean {
  if (error instanceof ApiError && error.statusCode >= 400 && error.statusCode < 500) return false;
  return failureCount < 2;
}
