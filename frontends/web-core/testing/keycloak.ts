// What `keycloak-js` is in component tests (jest.config.mjs maps the module here): a session that is
// signed in at once with the roles `signInAs` chose, so screens run their real auth code without a
// Keycloak server. The API calls themselves go over fetch and are answered by MSW (./msw.ts).
interface Session {
  userId: string;
  roles: string[];
}

let session: Session = { userId: 'recipient-1', roles: ['recipient'] };
let refreshRefused = false;

/** The caller of the next Keycloak check in this test file (the page's auth client starts once per file). */
export function signInAs(roles: string[], userId = 'user-1'): void {
  session = { userId, roles };
}

/** From now on in this test file, Keycloak refuses to refresh the token: the session has ended. */
export function endSession(): void {
  refreshRefused = true;
}

export default class TestKeycloak {
  authenticated = false;
  token: string | undefined;
  tokenParsed: { sub: string; realm_access: { roles: string[] } } | undefined;
  onAuthSuccess?: () => void;

  async init(): Promise<boolean> {
    this.authenticated = true;
    this.token = `test-token-${session.userId}`;
    this.tokenParsed = { sub: session.userId, realm_access: { roles: [...session.roles] } };
    this.onAuthSuccess?.();
    return true;
  }

  async updateToken(): Promise<boolean> {
    if (refreshRefused) throw new Error('The session has ended');
    return false;
  }

  clearToken(): void {
    this.authenticated = false;
    this.token = undefined;
    this.tokenParsed = undefined;
  }

  async login(): Promise<void> {}

  async logout(): Promise<void> {}
}
