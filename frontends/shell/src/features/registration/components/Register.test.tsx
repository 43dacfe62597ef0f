import { describe, expect, test } from '@jest/globals';
import { screen } from '@testing-library/react';
import { Api, RegistrationMessages as M } from '@portal/contracts';
import { mockRoute, ok, refuse } from '@portal/web-core/testing/msw';
import { renderScreen } from '@portal/web-core/testing/render';
import Register from './Register';

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
  test('shows each check in the spec order, one message at a time, next to the field it is about', async () => {
    const { user } = showForm();
    const field = (label: string) => screen.getByLabelText(label);
    const expectOnly = async (message: string, on: string) => {
      await user.click(submit());
      expect(screen.getByRole('alert')).toHaveTextContent(message);
      expect(screen.getAllByRole('alert')).toHaveLength(1);
      expect(field(on)).toHaveAccessibleDescription(message);
      expect(field(on)).toHaveAttribute('aria-invalid', 'true');
    };
    await expectOnly(M.grantNumberRequired, 'Grant Number');
    await user.type(field('Grant Number'), 'GRANT-1');
    await expectOnly(M.grantNumberFormat, 'Grant Number');
    await user.clear(field('Grant Number'));
    await user.type(field('Grant Number'), 'UNSEAF-2026/GR-0042');
    await expectOnly(M.namesRequired, 'First Name');
    await user.type(field('First Name'), 'Grace');
    await user.type(field('Last Name'), 'Hopper');
    await expectOnly(M.emailRequired, 'Email');
    await user.type(field('Email'), 'grace@example.org');
    await user.type(field('Password'), 'secret1');
    await user.type(field('Confirm Password'), 'secret2');
    await expectOnly(M.passwordsDoNotMatch, 'Confirm Password');
    await user.clear(field('Password'));
    await user.type(field('Password'), 'abc');
    await user.clear(field('Confirm Password'));
    await user.type(field('Confirm Password'), 'abc');
    await expectOnly(M.passwordTooShort, 'Password');
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
    expect(calls[0]!.body).toMatchObject({ email: 'grace@example.org' });
  });

  test("a refusal shows the server's reason under the form", async () => {
    mockRoute(Api.auth.register, () => refuse(400, 'VALIDATION_FAILED', M.grantNumberFormat));
    const { user } = showForm();
    await submitValidForm(user, 'grace@example.org');
    expect(await screen.findByRole('alert')).toHaveTextContent(M.grantNumberFormat);
  });
});
