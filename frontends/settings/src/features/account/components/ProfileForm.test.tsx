import { describe, expect, test } from '@jest/globals';
import { screen } from '@testing-library/react';
import { Api, CATALOGUES, ProfileMessages } from '@portal/contracts';
import { recipientProfile } from '@portal/web-core/testing/fixtures';
import { mockRoute, ok } from '@portal/web-core/testing/msw';
import { renderScreen } from '@portal/web-core/testing/render';
import { ProfileForm } from './ProfileForm';

const ui = CATALOGUES.en.ui;

describe('Profile Settings form', () => {
  test('every invalid field is marked beside itself at once, the first takes the focus, nothing is sent', async () => {
    const calls = mockRoute(Api.me.updateProfile, () => ok(recipientProfile()));
    const { user } = renderScreen(<ProfileForm profile={recipientProfile()} />, { path: '/settings' });
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
