import { Outlet } from '@portal/web-core/router';
import { QueryClientProvider } from '@tanstack/react-query';
import { queryClient } from '../query-client';

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
