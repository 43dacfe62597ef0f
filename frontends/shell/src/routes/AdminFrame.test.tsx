import { beforeAll, describe, expect, test } from '@jest/globals';
import { screen, within } from '@testing-library/react';
import { CATALOGUES } from '@portal/contracts';
import { signInAs } from '@portal/web-core/testing/keycloak';
import { renderScreen } from '@portal/web-core/testing/render';
import { AdminFrame } from './AdminFrame';

const ui = CATALOGUES.en.ui;

beforeAll(() => signInAs(['admin']));

describe('the admin frame', () => {
  test('shows the admin every section, and ends with links to the Terms of Service and the Privacy Policy', async () => {
    renderScreen(<AdminFrame>{null}</AdminFrame>, { path: '/admin/test', route: '/admin/*' });
    const nav = await screen.findByRole('navigation', { name: 'Admin' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Dashboard', 'Withdrawals', ui.adminWebhooks.nav, 'System']);
    const footer = screen.getByRole('contentinfo');
    const links = within(within(footer).getByRole('navigation', { name: ui.legal.footerLabel })).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      [ui.legal.termsTitle, '/terms'],
      [ui.legal.privacyTitle, '/privacy'],
    ]);
    // The test and debug pages belong to the admin frame's System area.
    expect(screen.getByRole('link', { name: 'System' })).toHaveAttribute('aria-current', 'page');
  });
});
