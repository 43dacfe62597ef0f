import { Outlet } from 'react-router-dom';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { retryUnlessClientError } from '@portal/web-core';

/** The page's one query cache, shared by the shell's screens and every remote (react-query is a federation singleton). */
const queryClient = new QueryClient({
  defaultOptions: {
    queries: { retry: retryUnlessClientError, refetchOnWindowFocus: false },
  },
});

/**
 * Around every route but the landing page: the query cache and, through web-core, the API client and
 * the auth client. Being a lazy chunk, none of them is loaded for the landing page.
 */
export default function PortalProviders() {
  return (
    <QueryClientProvider client={queryClient}>
      <Outlet />
    </QueryClientProvider>
  );
}
