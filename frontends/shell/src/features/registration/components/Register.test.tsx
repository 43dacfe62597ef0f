import { describe, expect, test } from '@jest/globals';
import { screen, waitFor } from '@testing-library/react';
import { Api, CATALOGUES, RegistrationMessages as M } from '@portal/contracts';
import { i18n } from '@portal/web-core';
import { mockRoute, ok, refuse } from '@portal/web-core/testing/msw';
import { renderScreen } from '@portal/web-core/testing/render';
import Register from './Register';
import { rememberLanguage } from '../../../components/LanguagePicker';

function showForm() {
  return renderScreen(<Register />, { path: '/register' });
}

const submit = () => screen.getByRole('button', { name: 'Create Account' });

async function submitValidForm(user: ReturnType<typeof showForm>['user'], email: string) {
  const values: Array<[string, string]> = [
    ['First Name', 'Grace'],
    ['Last Name', 'Hopper'],
    ['Grant Number', 'UNSEAF-2026/GR-0042'],
    ['Email', email],
    ['Password', 'Str0ng!Passw0rd'],
    ['Confirm Password', 'Str0ng!Passw0rd'],
  ];
  for (const [label, value] of values) await user.type(screen.getByLabelText(label), value);
  await user.click(submit());
}

describe('registration', () => {
  test("marks every invalid field at once with its own message and focuses the spec's first failing check", async () => {
    const { user } = showForm();
    const field = (label: string) => screen.getByLabelText(label);
    await user.type(field('Email'), 'not-an-email');
    await user.type(field('Password'), 'abc');
    await user.type(field('Confirm Password'), 'abd');
    await user.click(submit());
    const expected: Array<[string, string]> = [
      ['Grant Number', M.grantNumberRequired],
      ['First Name', M.namesRequired],
      ['Last Name', M.namesRequired],
      ['Email', M.emailInvalid],
      ['Password', M.passwordTooShort],
      ['Confirm Password', M.passwordsDoNotMatch],
    ];
    // The form's validation is asynchronous: the fields are marked once it has answered.
    await waitFor(() => {
      for (const [label, message] of expected) {
        expect(field(label)).toHaveAttribute('aria-invalid', 'true');
        expect(field(label)).toHaveAccessibleDescription(expect.stringContaining(message));
      }
    });
    expect(field('Grant Number')).toHaveFocus();
    expect(screen.queryByRole('alert')).toBeNull();
    for (const label of ['Mobile (optional)', 'Country (optional)']) expect(field(label)).not.toHaveAttribute('aria-invalid');

    await user.type(field('Grant Number'), 'GRANT-1');
    await user.click(submit());
    await waitFor(() => expect(field('Grant Number')).toHaveAccessibleDescription(expect.stringContaining(M.grantNumberFormat)));
  });

  test('marks the required fields, and only those', () => {
    showForm();
    for (const label of ['First Name', 'Last Name', 'Grant Number', 'Email', 'Password', 'Confirm Password']) {
      expect(screen.getByLabelText(label)).toBeRequired();
      expect(screen.getByText(label, { selector: 'label' })).toHaveClass('required');
    }
    for (const label of ['Mobile (optional)', 'Country (optional)']) expect(screen.getByLabelText(label)).not.toBeRequired();
  });

  test('a valid form registers without a token and shows the grant number, e-mail, Pending Approval and the next steps', async () => {
    const calls = mockRoute(Api.auth.register, () =>
      ok({ userId: '9f0e8d7c-6b5a-4c3d-8e2f-1a0b9c8d7e6f', email: 'grace@example.org', grantNumber: 'UNSEAF-2026/GR-0042', accountStatus: 'pending' }),
    );
    const { user } = showForm();
    await submitValidForm(user, 'Grace@Example.org');
    expect(await screen.findByRole('heading', { name: 'Account Created Successfully!' })).toBeVisible();
    for (const text of ['UNSEAF-2026/GR-0042', 'grace@example.org', 'Pending Approval', 'Approval typically takes 7 hours.'])
      expect(screen.getByText(text)).toBeVisible();
    expect(calls[0]!.headers.get('authorization')).toBeNull();
    // The page's language (English here) goes with it: the new account's first language preference.
    expect(calls[0]!.body).toMatchObject({ email: 'grace@example.org', language: 'en' });
  });

  test("a visitor who chose German registers in German: the account's first language is German", async () => {
    const de = CATALOGUES.de.ui.auth;
    const calls = mockRoute(Api.auth.register, () =>
      ok({ userId: '9f0e8d7c-6b5a-4c3d-8e2f-1a0b9c8d7e6f', email: 'grace@example.org', grantNumber: 'UNSEAF-2026/GR-0042', accountStatus: 'pending' }),
    );
    // Chosen on an earlier page: the auth frame applies it when it mounts.
    rememberLanguage('de');
    try {
      const { user } = showForm();
      expect(await screen.findByRole('heading', { level: 1, name: de.registerHeading })).toBeVisible();
      const values: Array<[string, string]> = [
        [de.firstName, 'Grace'],
        [de.lastName, 'Hopper'],
        [de.grantNumber, 'UNSEAF-2026/GR-0042'],
        [de.email, 'grace@example.org'],
        [de.password, 'Str0ng!Passw0rd'],
        [de.confirmPassword, 'Str0ng!Passw0rd'],
      ];
      for (const [label, value] of values) await user.type(screen.getByLabelText(label), value);
      await user.click(screen.getByRole('button', { name: de.createAccount }));
      await waitFor(() => expect(calls).toHaveLength(1));
      expect(calls[0]!.body).toMatchObject({ email: 'grace@example.org', language: 'de' });
    } finally {
      window.localStorage.clear();
      await i18n.changeLanguage('en');
    }
  });

  test("a refusal shows the server's reason under the form", async () => {
    mockRoute(Api.auth.register, () => refuse(400, 'VALIDATION_FAILED', M.grantNumberFormat));
    const { user } = showForm();
    await submitValidForm(user, 'grace@example.org');
    expect(await screen.findByRole('alert')).toHaveTextContent(M.grantNumberFormat);
  });
});
