import { QueryClient } from '@tanstack/react-query';
import { retryUnlessClientError } from '@portal/web-core';

/** The page's one query cache, shared by the shell's screens and every remote (react-query is a federation singleton). */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: { retry: retryUnlessClientError, refetchOnWindowFocus: false },
  },
});
