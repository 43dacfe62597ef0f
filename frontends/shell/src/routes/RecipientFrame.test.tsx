import { afterEach, describe, expect, test } from '@jest/globals';
import { lazy } from 'react';
import { act, render, screen, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter, Route, Routes } from '@portal/web-core/router';
import { Api, CATALOGUES, DEFAULT_PREFERENCES, formatUsd, type DashboardSummary, type Profile } from '@portal/contracts';
import { mockAnswer, mockPending } from '@portal/web-core/testing/msw';
import { renderScreen } from '@portal/web-core/testing/render';
import { recipientProfile } from '@portal/web-core/testing/fixtures';
import { FrameSkeleton } from '@portal/web-core/ui';
import { ADMIN_PORTAL_NAME, PORTAL_NAME, frameBrandFor } from '../components/Brand';
import { RecipientFrame } from './RecipientFrame';
import { RecipientLayout } from './guards';

const ui = CATALOGUES.en.ui;

const recipient = (overrides: Partial<Profile> = {}): Profile => recipientProfile(overrides);

const summary: DashboardSummary = {
  balanceCents: 25_187_550,
  grant: null,
  pendingWithdrawalsCents: 0,
  todayTransactionCount: 0,
  latestCredits: [],
  latestDebits: [],
  recent: [],
};

/** jsdom has no matchMedia: the frame is shown as on a phone (≤ 768 px) or on a wide screen. */
function screenWidth(phone: boolean) {
  window.matchMedia = (query: string) =>
    ({
      matches: phone && query.includes('max-width: 768px'),
      media: query,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
    }) as unknown as MediaQueryList;
}

afterEach(() => {
  delete (window as { matchMedia?: unknown }).matchMedia;
});

const SEVEN = [ui.menu.dashboard, ui.menu.withdraw, ui.menu.transfer, ui.menu.transactions, ui.menu.supportTicket, ui.menu.settings, ui.menu.logOut];

function mockCaller(profile: Profile) {
  mockAnswer(Api.me.get, profile);
  mockAnswer(Api.me.dashboard, summary);
}

describe('the recipient frame', () => {
  test('shows the seven entries of the user menu, the balance, and marks the page shown', async () => {
    mockCaller(recipient());
    renderScreen(
      <RecipientFrame>
        <p>Settings page</p>
      </RecipientFrame>,
      { path: '/settings' },
    );
    const nav = screen.getByRole('navigation', { name: ui.shell.mainNav });
    // The first test of the file also waits for the page's auth client to start.
    await within(nav).findByRole('link', { name: ui.menu.withdraw }, { timeout: 5000 });
    const entries = within(nav).getAllByRole('listitem');
    expect(entries.map((entry) => entry.textContent)).toEqual(SEVEN);
    expect(within(nav).getByRole('link', { name: ui.menu.settings })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('link', { name: ui.menu.dashboard })).not.toHaveAttribute('aria-current');
    const account = screen.getByRole('region', { name: ui.shell.accountLabel });
    expect(await within(account).findByText(formatUsd(summary.balanceCents))).toBeVisible();
    expect(within(account).getByText('Ada Lovelace')).toBeVisible();
    expect(screen.getByRole('main')).toHaveTextContent('Settings page');
    expect(screen.getByRole('banner')).toBeVisible();
  });

  test('marks the money entry of the dashboard tab shown, and Withdraw on the withdrawal pages', async () => {
    mockCaller(recipient());
    const { unmount } = renderScreen(<RecipientFrame>{null}</RecipientFrame>, { path: '/dashboard?tab=transfer', route: '/dashboard' });
    expect(await screen.findByRole('link', { name: ui.menu.transfer })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: ui.menu.dashboard })).not.toHaveAttribute('aria-current');
    unmount();
    renderScreen(<RecipientFrame>{null}</RecipientFrame>, { path: '/withdrawals/history', route: '/withdrawals/*' });
    expect(await screen.findByRole('link', { name: ui.menu.withdraw })).toHaveAttribute('aria-current', 'page');
  });

  test('locks the money entries until KYC is approved: choosing one stays on the page and says why', async () => {
    mockCaller(recipient({ kycStatus: 'pending' }));
    const { user } = renderScreen(
      <RecipientFrame>
        <p>Support page</p>
      </RecipientFrame>,
      { path: '/support' },
    );
    const withdraw = await screen.findByRole('link', { name: `${ui.menu.withdraw} ${ui.menu.locked}` });
    expect(withdraw).toHaveAttribute('aria-disabled', 'true');
    await user.click(withdraw);
    expect(screen.getByRole('alert')).toHaveTextContent(ui.kyc.restricted);
    expect(screen.getByText('Support page')).toBeVisible();
  });

  test('at phone width folds the menu behind a button; Escape closes it and returns the focus', async () => {
    screenWidth(true);
    mockCaller(recipient());
    const { user } = renderScreen(
      <RecipientFrame>
        <p>Dashboard page</p>
      </RecipientFrame>,
      { path: '/dashboard', route: '/*' },
    );
    const menu = screen.getByRole('button', { name: ui.shell.menuButton });
    expect(menu).toHaveAttribute('aria-expanded', 'false');
    // The first screen shows the page, not the navigation.
    expect(screen.queryByRole('navigation', { name: ui.shell.mainNav })).toBeNull();
    expect(screen.getByText('Dashboard page')).toBeVisible();

    await user.click(menu);
    expect(menu).toHaveAttribute('aria-expanded', 'true');
    const nav = screen.getByRole('navigation', { name: ui.shell.mainNav });
    expect(within(nav).getAllByRole('listitem')).toHaveLength(7);
    await user.click(within(nav).getByRole('link', { name: ui.menu.settings }));
    // Choosing an entry folds the menu again.
    expect(menu).toHaveAttribute('aria-expanded', 'false');

    await user.click(menu);
    await user.keyboard('{Escape}');
    expect(menu).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('navigation', { name: ui.shell.mainNav })).toBeNull();
    expect(menu).toHaveFocus();
  });

  test('on a wide screen shows the navigation with no menu button', () => {
    screenWidth(false);
    mockCaller(recipient());
    renderScreen(<RecipientFrame>{null}</RecipientFrame>, { path: '/dashboard' });
    expect(screen.getByRole('navigation', { name: ui.shell.mainNav })).toBeVisible();
    expect(screen.queryByRole('button', { name: ui.shell.menuButton })).toBeNull();
  });
});

describe('the recipient layout route', () => {
  function renderLayout(child: React.ReactNode) {
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    return render(
      <QueryClientProvider client={queryClient}>
        <MemoryRouter initialEntries={['/support']}>
          <Routes>
            <Route element={<RecipientLayout />}>
              <Route path="/support" element={child} />
              <Route path="/settings" element={<h1>Settings page</h1>} />
            </Route>
          </Routes>
        </MemoryRouter>
      </QueryClientProvider>,
    );
  }

  test('keeps the same frame while the user moves to another page', async () => {
    mockCaller(recipient());
    mockAnswer(Api.me.preferences, DEFAULT_PREFERENCES);
    renderLayout(<h1>Support page</h1>);
    await screen.findByRole('heading', { name: 'Support page' });
    const frame = screen.getByTestId('app-frame');
    act(() => screen.getByRole('link', { name: ui.menu.settings }).click());
    await screen.findByRole('heading', { name: 'Settings page' });
    expect(screen.getByTestId('app-frame')).toBe(frame);
    expect(screen.getByRole('link', { name: ui.menu.settings })).toHaveAttribute('aria-current', 'page');
  });

  test('while the caller loads: the frame’s shape with placeholders, not a bare page', async () => {
    mockPending(Api.me.get);
    renderLayout(<p>Support page</p>);
    const status = await screen.findByRole('status');
    expect(status).toHaveTextContent(ui.shell.loadingAccount);
    expect(screen.getByTestId('frame-skeleton')).toContainElement(status);
  });

  test('the placeholder’s banner is the frame’s: its brand name, and the admin’s under /admin', () => {
    const { unmount } = render(<FrameSkeleton brand={frameBrandFor('/dashboard')} />);
    expect(screen.getByTestId('frame-skeleton')).toHaveTextContent(PORTAL_NAME);
    unmount();
    render(<FrameSkeleton brand={frameBrandFor('/admin/users')} />);
    expect(screen.getByTestId('frame-skeleton')).toHaveTextContent(ADMIN_PORTAL_NAME);
  });

  test('while a page’s code loads: a skeleton inside the frame, the navigation already there', async () => {
    mockCaller(recipient());
    mockAnswer(Api.me.preferences, DEFAULT_PREFERENCES);
    const NeverLoads = lazy(() => new Promise<never>(() => undefined));
    renderLayout(<NeverLoads />);
    const nav = await screen.findByRole('navigation', { name: ui.shell.mainNav });
    expect(within(nav).getAllByRole('listitem')).toHaveLength(7);
    const main = screen.getByRole('main');
    expect(within(main).getByTestId('skeleton')).toHaveTextContent(ui.common.loading);
    await act(async () => undefined);
  });
});

describe('the signed-in footer', () => {
  test('the recipient frame ends with links to the Terms of Service and the Privacy Policy (the admin frame: AdminFrame.test.tsx)', async () => {
    mockCaller(recipient());
    renderScreen(<RecipientFrame>{null}</RecipientFrame>, { path: '/settings' });
    const footer = screen.getByRole('contentinfo');
    const links = within(within(footer).getByRole('navigation', { name: ui.legal.footerLabel })).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      [ui.legal.termsTitle, '/terms'],
      [ui.legal.privacyTitle, '/privacy'],
    ]);
  });
});
