import { describe, expect, test } from '@jest/globals';
import { screen } from '@testing-library/react';
import { Api, PasswordResetMessages as M } from '@portal/contracts';
import { mockRoute, ok } from '@portal/web-core/testing/msw';
import { renderScreen } from '@portal/web-core/testing/render';
import ForgotPassword from './ForgotPassword';

function showForm() {
  return renderScreen(<ForgotPassword />, { path: '/forgot-password' });
}

const email = () => screen.getByLabelText('Email');
const send = () => screen.getByRole('button', { name: 'Send Reset Link' });

describe('forgot password', () => {
  test('an address that is no address is refused next to the field, and nothing is sent', async () => {
    const calls = mockRoute(Api.auth.forgotPassword, () => ok({ accepted: true }));
    const { user } = showForm();
    expect(email()).toBeRequired();
    await user.click(send());
    expect(email()).toHaveAccessibleDescription(M.emailRequired);
    await user.type(email(), 'not-an-email');
    await user.click(send());
    expect(email()).toHaveAttribute('aria-invalid', 'true');
    expect(email()).toHaveAccessibleDescription(M.emailInvalid);
    expect(email()).toHaveFocus();
    expect(calls).toHaveLength(0);
    expect(screen.queryByText(/not-an-email/, { selector: 'strong' })).toBeNull();
  });

  test('the confirmation says only what the portal knows: a link went out if the account exists', async () => {
    const calls = mockRoute(Api.auth.forgotPassword, () => ok({ accepted: true }));
    const { user } = showForm();
    await user.type(email(), ' Ada@Example.org ');
    await user.click(send());
    expect(await screen.findByRole('heading', { name: 'Check Your Email' })).toBeVisible();
    expect(screen.queryByRole('heading', { name: 'Email Sent!' })).toBeNull();
    expect(screen.getByText(/If an account exists for/)).toHaveTextContent(
      'If an account exists for ada@example.org, we have sent a password reset link to it.',
    );
    expect(calls[0]!.body).toEqual({ email: 'ada@example.org' });
  });
});
