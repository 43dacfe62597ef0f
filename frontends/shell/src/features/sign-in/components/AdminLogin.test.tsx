import { describe, expect, test } from '@jest/globals';
import { screen } from '@testing-library/react';
import { AdminSignInMessages } from '@portal/contracts';
import { signInAs } from '@portal/web-core/testing/keycloak';
import { renderScreen } from '@portal/web-core/testing/render';
import AdminLogin from './AdminLogin';

describe('admin sign-in (/admin/login)', () => {
  test("an account signed in without the admin role reads 'Admin profile not found' (spec 1 §6, §8)", async () => {
    signInAs(['recipient']);
    renderScreen(<AdminLogin />, { path: '/admin/login' });
    expect(await screen.findByText(AdminSignInMessages.profileNotFound)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');
  });
});
