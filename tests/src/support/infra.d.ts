declare module '@portal/infra/oidc' {
  export interface SignInResult {
    tokens: { access_token: string; refresh_token: string; expires_in: number } | null;
    errorHtml: string | null;
    status: number;
    otpRequired: boolean;
  }
  export function signIn(options: {
    username: string;
    password: string;
    otp?: () => string | Promise<string>;
    keycloakUrl?: string;
    realm?: string;
    clientId?: string;
    redirectUri?: string;
  }): Promise<SignInResult>;
  export function refreshTokens(options: {
    refreshToken: string;
    keycloakUrl?: string;
    realm?: string;
    clientId?: string;
  }): Promise<{ access_token: string; refresh_token: string; expires_in: number } | null>;
  export function openLoginPage(options?: { keycloakUrl?: string; realm?: string; clientId?: string; redirectUri?: string }): Promise<{
    status: number;
    html: string;
    action: string | null;
  }>;
  export function decodeJwt(jwt: string): Record<string, unknown>;
}
declare module '@portal/infra' {
  export function pm2On(profile: string, args: string[]): Promise<string | null>;
  export function profileRunning(name: string, profiles?: string[]): Promise<string | null>;
  export function clearMails(options?: { httpPort?: number; timeoutMs?: number }): Promise<void>;
  export function readMails(options: {
    httpPort?: number;
    to?: string;
  }): Promise<Array<{ subject: string; time: string; html?: string; text?: string; to: Array<{ address: string }> }>>;
  export function waitForMail(options: {
    httpPort?: number;
    to: string;
    subject?: string | RegExp;
    since?: Date;
    timeoutMs?: number;
  }): Promise<{ subject: string; html?: string; text?: string }>;
}
