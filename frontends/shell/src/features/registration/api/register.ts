import { Api, type RegistrationRequest, type RegistrationResult } from '@portal/contracts/web';
import { api } from '@portal/web-core';

/** Registers a grant recipient; the account starts pending approval. */
export function registerRecipient(body: RegistrationRequest): Promise<RegistrationResult> {
  return api.call(Api.auth.register, { body });
}
