import { beforeEach, describe, expect, test } from '@jest/globals';
import { screen } from '@testing-library/react';
import type { ReactElement } from 'react';
import { Api, CATALOGUES } from '@portal/contracts';
import { i18n } from '@portal/web-core';
import { mockRoute, ok } from '@portal/web-core/testing/msw';
import { renderScreen } from '@portal/web-core/testing/render';
import AdminLogin from '../features/sign-in/components/AdminLogin';
import Login from '../features/sign-in/components/Login';
import Register from '../features/registration/components/Register';
import ForgotPassword from '../features/password-reset/components/ForgotPassword';
import ResetPassword from '../features/password-reset/components/ResetPassword';
import NotFound from '../routes/NotFound';
import { rememberLanguage } from './LanguagePicker';

const en = CATALOGUES.en.ui;
const de = CATALOGUES.de.ui;
const TOKEN = 'a'.repeat(43);

// Each test starts as a first visit: nothing remembered, the page in English.
beforeEach(async () => {
  window.localStorage.clear();
  await i18n.changeLanguage('en');
});

/** Picks a language in the signed-out header, as a visitor does. */
async function choose(user: ReturnType<typeof renderScreen>['user'], language: 'de' | 'fr') {
  await user.selectOptions(screen.getByRole('combobox', { name: en.auth.language }), language);
}

interface Page {
  name: string;
  element: ReactElement;
  path: string;
  /** Checks the page in German: its heading, a label or link, a button and one of the spec's messages. */
  inGerman: (user: ReturnType<typeof renderScreen>['user']) => Promise<void>;
}

const PAGES: Page[] = [
  {
    name: 'sign-in (an account that may not sign in yet)',
    element: <Login />,
    path: '/login?blocked=pending',
    inGerman: async () => {
      expect(await screen.findByRole('heading', { level: 1, name: de.auth.signIn })).toBeVisible();
      expect(screen.getByRole('link', { name: de.auth.forgotPasswordLink })).toHaveAttribute('href', '/forgot-password');
      expect(screen.getByRole('button', { name: de.auth.signIn })).toBeVisible();
      expect(screen.getByText(de.auth.blockedPending)).toBeVisible();
      expect(screen.getByRole('link', { name: de.legal.termsTitle })).toHaveAttribute('href', '/terms');
    },
  },
  {
    name: 'admin sign-in',
    element: <AdminLogin />,
    path: '/admin/login',
    inGerman: async () => {
      expect(await screen.findByRole('heading', { level: 1, name: de.auth.adminHeading })).toBeVisible();
      expect(screen.getByRole('link', { name: de.auth.backToHome })).toHaveAttribute('href', '/');
      expect(screen.getByRole('button', { name: de.auth.signOut })).toBeVisible();
      expect(screen.getByText(de.auth.adminProfileNotFound)).toBeVisible();
    },
  },
  {
    name: 'registration',
    element: <Register />,
    path: '/register',
    inGerman: async (user) => {
      expect(await screen.findByRole('heading', { level: 1, name: de.auth.registerHeading })).toBeVisible();
      const grantNumber = screen.getByLabelText(de.auth.grantNumber);
      await user.click(screen.getByRole('button', { name: de.auth.createAccount }));
      expect(grantNumber).toHaveAccessibleDescription(expect.stringContaining(de.auth.grantNumberRequired));
      expect(screen.getAllByText(de.auth.namesRequired)).toHaveLength(2);
      expect(screen.getByRole('link', { name: de.legal.privacyTitle })).toHaveAttribute('href', '/privacy');
    },
  },
  {
    name: 'forgot password',
    element: <ForgotPassword />,
    path: '/forgot-password',
    inGerman: async (user) => {
      expect(await screen.findByRole('heading', { level: 1, name: de.auth.forgotTitle })).toBeVisible();
      const email = screen.getByLabelText(de.auth.email);
      await user.type(email, 'not-an-email');
      await user.click(screen.getByRole('button', { name: de.auth.sendResetLink }));
      expect(email).toHaveAccessibleDescription(de.auth.emailInvalid);
      expect(screen.getByRole('link', { name: de.auth.backToLogin })).toHaveAttribute('href', '/login');
    },
  },
  {
    name: 'reset password',
    element: <ResetPassword />,
    path: `/reset-password?token=${TOKEN}`,
    inGerman: async (user) => {
      expect(await screen.findByRole('heading', { level: 1, name: de.auth.resetTitle })).toBeVisible();
      const password = screen.getByLabelText(de.auth.newPassword);
      await user.type(password, 'abc');
      await user.type(screen.getByLabelText(de.auth.confirmNewPassword), 'abd');
      await user.click(screen.getByRole('button', { name: de.auth.resetTitle }));
      expect(password).toHaveAccessibleDescription(expect.stringContaining(de.auth.passwordTooShort));
      expect(screen.getByLabelText(de.auth.confirmNewPassword)).toHaveAccessibleDescription(de.auth.passwordsDoNotMatch);
    },
  },
  {
    name: 'an invalid reset link',
    element: <ResetPassword />,
    path: '/reset-password?token=spent',
    inGerman: async () => {
      expect(await screen.findByRole('heading', { level: 1, name: de.auth.invalidLinkTitle })).toBeVisible();
      expect(screen.getByRole('alert')).toHaveTextContent(de.auth.invalidLink);
      expect(screen.getByRole('link', { name: de.auth.requestNewLink })).toHaveAttribute('href', '/forgot-password');
    },
  },
  {
    name: 'page not found',
    element: <NotFound />,
    path: '/no-such-page',
    inGerman: async () => {
      expect(await screen.findByRole('heading', { level: 1, name: de.shell.pageNotFound })).toBeVisible();
      expect(screen.getByText(de.auth.notFoundText)).toBeVisible();
      expect(screen.getByRole('link', { name: de.common.goHome })).toHaveAttribute('href', '/');
    },
  },
];

describe('the signed-out pages in the visitor’s language', () => {
  beforeEach(() => {
    mockRoute(Api.auth.checkResetToken, () => ok({ valid: true }));
  });

  test.each(PAGES)('$name: in German once the visitor picks Deutsch in the header, and on the next visit', async ({ element, path, inGerman }) => {
    const first = renderScreen(element, { path });
    expect(await screen.findByRole('link', { name: en.auth.backToHome })).toBeVisible();
    await choose(first.user, 'de');
    await inGerman(first.user);
    expect(document.documentElement.lang).toBe('de');
    expect(window.localStorage.getItem('portal.language')).toBe('de');

    // A new page load: the page starts in English and reads the remembered choice when its frame mounts.
    first.unmount();
    await i18n.changeLanguage('en');
    const again = renderScreen(element, { path });
    await inGerman(again.user);
    expect(screen.getByRole('combobox', { name: de.auth.language })).toHaveValue('de');
  });

  test('the language chosen on the landing page is the one the sign-up page shows, with no English first', async () => {
    rememberLanguage('de');
    renderScreen(<Register />, { path: '/register' });
    expect(screen.queryByRole('heading', { name: en.auth.registerHeading })).toBeNull();
    expect(await screen.findByRole('heading', { level: 1, name: de.auth.registerHeading })).toBeVisible();
  });

  test('without a choice the pages stay in English', async () => {
    renderScreen(<ForgotPassword />, { path: '/forgot-password' });
    expect(screen.getByRole('heading', { level: 1, name: en.auth.forgotTitle })).toBeVisible();
    expect(screen.getByRole('combobox', { name: en.auth.language })).toHaveValue('en');
    expect(screen.getByRole('link', { name: en.auth.backToHome })).toHaveAttribute('href', '/');
  });
});
