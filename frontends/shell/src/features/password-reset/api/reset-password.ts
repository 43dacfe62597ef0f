import { Api, type ResetPasswordRequest } from '@portal/contracts/web';
import { api } from '@portal/web-core';

/** Sets the new password with a reset link; the link works once. */
export async function resetPassword(body: ResetPasswordRequest): Promise<void> {
  await api.call(Api.auth.resetPassword, { body });
}
