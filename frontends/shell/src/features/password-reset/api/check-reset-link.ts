import { Api } from '@portal/contracts';
import { api } from '@portal/web-core';

/** Whether a reset link's token is still valid (unused and not expired). */
export async function isResetLinkValid(token: string): Promise<boolean> {
  return (await api.call(Api.auth.checkResetToken, { body: { token } })).valid;
}
