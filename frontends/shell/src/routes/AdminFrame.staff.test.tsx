import { beforeAll, expect, test } from '@jest/globals';
import { screen, within } from '@testing-library/react';
import { CATALOGUES, STAFF_ROLES } from '@portal/contracts';
import { signInAs } from '@portal/web-core/testing/keycloak';
import { renderScreen } from '@portal/web-core/testing/render';
import { AdminFrame } from './AdminFrame';

// A finance officer: the sections whose routes the contracts' rule lets the role call, and no System page.
beforeAll(() => signInAs([STAFF_ROLES.finance]));

test("a finance officer's frame shows the Dashboard, Withdrawals and Webhooks, not System", async () => {
  renderScreen(<AdminFrame>{null}</AdminFrame>, { path: '/admin/dashboard', route: '/admin/*' });
  const nav = await screen.findByRole('navigation', { name: 'Admin' });
  expect(
    within(nav)
      .getAllByRole('link')
      .map((link) => link.textContent),
  ).toEqual(['Dashboard', 'Withdrawals', CATALOGUES.en.ui.adminWebhooks.nav]);
});
