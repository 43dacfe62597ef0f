import '@testing-library/jest-dom/jest-globals';
import '../src/i18n/i18n';
import type { ReactNode } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter, Route, Routes, useLocation } from '@portal/web-core/router';
import { render } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';

/** Shows where the screen navigated to (path and the `alert` of the navigation state), for assertions. */
function Elsewhere() {
  const location = useLocation();
  const alert = (location.state as { alert?: string } | null)?.alert;
  return (
    <p data-testid="elsewhere">
      {location.pathname}
      {alert ? ` ${alert}` : ''}
    </p>
  );
}

export interface RenderScreenOptions {
  /** The address the screen is shown at (default `/`). */
  path?: string;
  /** The route pattern the screen answers (default: `path`); anything else shows where the screen navigated. */
  route?: string;
}

/**
 * Renders a screen the way the shell hosts it: a fresh query cache (no retries, so an error shows at
 * once) and a router. Returns Testing Library's queries and a user-event session.
 */
export function renderScreen(screen: ReactNode, { path = '/', route }: RenderScreenOptions = {}) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, refetchOnWindowFocus: false }, mutations: { retry: false } } });
  // No timer between keystrokes: typing takes no real time (a debounced screen is awaited with findBy…).
  const user = userEvent.setup({ delay: null });
  const pattern = route ?? path.split('?')[0]!;
  const result = render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path={pattern} element={screen} />
          <Route path="*" element={<Elsewhere />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return { ...result, user, queryClient };
}

/**
 * Puts `text` into a field the way a user pasting it would (focus, one input event): for forms whose rule under
 * test is not the keystrokes; `user.type` stays the way to test what happens per keystroke.
 */
export async function fillIn(user: ReturnType<typeof userEvent.setup>, field: HTMLElement, text: string) {
  await user.click(field);
  await user.paste(text);
}
