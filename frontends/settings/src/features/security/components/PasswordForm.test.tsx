import { describe, expect, test } from '@jest/globals';
import { screen } from '@testing-library/react';
import { Api, CATALOGUES, PasswordChangeMessages, PasswordResetMessages } from '@portal/contracts';
import { mockRoute, ok } from '@portal/web-core/testing/msw';
import { renderScreen } from '@portal/web-core/testing/render';
import { PasswordForm } from './PasswordForm';

const ui = CATALOGUES.en.ui;

describe('Password change', () => {
  test('every invalid field is marked at once; the notice keeps the spec text; nothing is sent', async () => {
    const calls = mockRoute(Api.me.changePassword, () => ok({ changed: true }));
    const { user } = renderScreen(<PasswordForm />, { path: '/settings' });
    const current = screen.getByLabelText(ui.security.currentPassword);
    const fresh = screen.getByLabelText(ui.security.newPassword);
    const confirm = screen.getByLabelText(ui.security.confirmPassword);
    for (const field of [current, fresh, confirm]) expect(field).toBeRequired();
    await user.type(fresh, 'abc');
    await user.type(confirm, 'abd');
    await user.click(screen.getByRole('button', { name: ui.security.changePassword }));
    expect(screen.getByRole('alert')).toHaveTextContent(PasswordChangeMessages.mismatch);
    expect(current).toHaveAccessibleDescription(PasswordChangeMessages.currentRequired);
    expect(fresh).toHaveAccessibleDescription(PasswordResetMessages.passwordTooShort);
    expect(confirm).toHaveAccessibleDescription(PasswordChangeMessages.mismatch);
    expect(current).toHaveFocus();
    expect(calls).toHaveLength(0);
  });
});
