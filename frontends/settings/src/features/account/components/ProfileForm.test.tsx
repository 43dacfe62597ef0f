import { describe, expect, test } from '@jest/globals';
import { screen } from '@testing-library/react';
import { Api, CATALOGUES, ProfileMessages, type Profile } from '@portal/contracts';
import { USER_ID } from '@portal/web-core/testing/fixtures';
import { mockRoute, ok } from '@portal/web-core/testing/msw';
import { renderScreen } from '@portal/web-core/testing/render';
import { ProfileForm } from './ProfileForm';

const ui = CATALOGUES.en.ui;
const PROFILE: Profile = {
  id: USER_ID,
  email: 'ada@example.org',
  firstName: 'Ada',
  lastName: 'Lovelace',
  fullName: 'Ada Lovelace',
  grantNumber: 'GRANT-0001',
  accountNumber: 'UNS-0001',
  accountStatus: 'approved',
  kycStatus: 'approved',
  mobile: null,
  country: null,
  address: null,
  city: null,
  state: null,
  zipCode: null,
  grantConflict: false,
  isActive: true,
  createdAt: '2026-11-01T10:00:00.000Z',
  updatedAt: '2026-11-01T10:00:00.000Z',
  roles: ['recipient'],
};

describe('Profile Settings form', () => {
  test('every invalid field is marked beside itself at once, the first takes the focus, nothing is sent', async () => {
    const calls = mockRoute(Api.me.updateProfile, () => ok(PROFILE));
    const { user } = renderScreen(<ProfileForm profile={PROFILE} />, { path: '/settings' });
    const mobile = screen.getByLabelText(ui.settings.mobile);
    const zip = screen.getByLabelText(ui.settings.zipCode);
    const city = screen.getByLabelText(ui.settings.city);
    await user.type(mobile, 'call me');
    await user.type(zip, '12#45');
    await user.type(city, 'Berlin');
    await user.click(screen.getByRole('button', { name: ui.settings.saveProfile }));

    expect(mobile).toHaveAttribute('aria-invalid', 'true');
    expect(mobile).toHaveAccessibleDescription(ProfileMessages.phone);
    expect(zip).toHaveAttribute('aria-invalid', 'true');
    expect(zip).toHaveAccessibleDescription(ProfileMessages.zipCode);
    expect(city).not.toHaveAttribute('aria-invalid');
    expect(mobile).toHaveFocus();
    expect(screen.queryByTestId('profile-notice')).toBeNull();
    expect(calls).toHaveLength(0);

    // A corrected field drops its mark at once.
    await user.clear(mobile);
    await user.type(mobile, '+49 30 1234');
    expect(mobile).not.toHaveAttribute('aria-invalid');
    expect(zip).toHaveAttribute('aria-invalid', 'true');
  });
});
