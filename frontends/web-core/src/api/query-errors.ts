import { ApiError } from '@portal/contracts/web';

// Every query and mutation of the portal calls the API through `api`, which throws ApiError: make it
// react-query's error type, so `query.error.statusCode` needs no cast anywhere.
declare module '@tanstack/react-query' {
  interface Register {
    defaultError: ApiError;
  }
}

/** Client errors (4xx) are answers, not glitches: they are not retried; anything else twice. */
export function retryUnlessClientError(failureCount: number, error: unknown): boolean {
  if (error instanceof ApiError && error.statusCode >= 400 && error.statusCode < 500) return false;
  return failureCount < 2;
}
