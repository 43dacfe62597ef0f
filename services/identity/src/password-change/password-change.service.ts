import { Inject, Injectable } from '@nestjs/common';
import { PasswordChangeMessages, PinErrorCodes, PinMessages, validateNewPassword, type RpcIn } from '@portal/contracts';
import { RpcErrors, createLogger, rpcError } from '@portal/service-kit';
import { KeycloakAdminClient, KeycloakError } from '../keycloak/keycloak-admin.client.js';
import { refuseShortAdminPassword } from '../keycloak/admin-password.js';

/**
 * Password changes from Settings. Unlike the old system, the current password is checked — by
 * Keycloak, so wrong attempts count toward its brute-force lock-out — before the new one is set
 * with the realm's password policy; then every other session of the user ends.
 */
@Injectable()
export class PasswordChangeService {
  private readonly log = createLogger('identity.password-change');

  constructor(@Inject(KeycloakAdminClient) private readonly keycloak: KeycloakAdminClient) {}

  async change(request: RpcIn<'identityChangePassword'>): Promise<{ changed: true }> {
    if (request.newPassword !== request.confirmPassword) throw RpcErrors.validation(PasswordChangeMessages.mismatch);
    const problem = validateNewPassword(request.newPassword, request.confirmPassword);
    if (problem) throw RpcErrors.validation(problem);
    await refuseShortAdminPassword(this.keycloak, request.userId, request.newPassword);
    const username = await this.keycloak.usernameOf(request.userId);
    if (!username) throw RpcErrors.notFound('User not found');
    if (!(await this.keycloak.passwordMatches(username, request.currentPassword))) throw RpcErrors.validation(PasswordChangeMessages.currentWrong);
    try {
      await this.keycloak.resetPassword(request.userId, request.newPassword);
    } catch (error) {
      // Keycloak's own password policy (length, history …) explains itself in error_description.
      if (error instanceof KeycloakError && error.status === 400) throw RpcErrors.validation(policyMessage(error));
      this.log.error({ err: (error as Error).message }, 'setting the new password failed');
      throw rpcError(502, 'PASSWORD_CHANGE_FAILED', PasswordChangeMessages.failed);
    }
    const ended = await this.keycloak.logoutOtherSessions(request.userId, request.keepSessionId);
    this.log.info({ userId: request.userId, otherSessionsEnded: ended }, 'password changed');
    return { changed: true };
  }

  /**
   * Proves the caller knows the account password (a forgotten or locked PIN is changed with it).
   * The same Keycloak check as a password change: wrong passwords count toward the realm's
   * brute-force lock-out, and the session the check opened is ended at once.
   */
  async verify(request: RpcIn<'identityVerifyPassword'>): Promise<{ verified: true }> {
    const username = await this.keycloak.usernameOf(request.userId);
    if (!username) throw RpcErrors.notFound('User not found');
    if (!(await this.keycloak.passwordMatches(username, request.password))) {
      this.log.info({ userId: request.userId }, 'password proof refused');
      throw rpcError(400, PinErrorCodes.passwordWrong, PinMessages.passwordWrong);
    }
    return { verified: true };
  }
}

function policyMessage(error: KeycloakError): string {
  try {
    const body = JSON.parse(error.body) as { error_description?: string; errorMessage?: string };
    return body.error_description ?? body.errorMessage ?? PasswordChangeMessages.failed;
  } catch {
    return PasswordChangeMessages.failed;
  }
}
