import { Api } from '@portal/contracts/web';
import { api } from '@portal/web-core';

/** E-mails a one-time reset link; the answer is the same whether or not the address has an account. */
export async function requestResetLink(email: string): Promise<void> {
  await api.call(Api.auth.forgotPassword, { body: { email } });
}
