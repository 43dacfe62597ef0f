import { createApiClient } from '@portal/contracts/web';

/** The client for public routes: no token, so calling one never starts the Keycloak session. */
export const publicApi = createApiClient();
