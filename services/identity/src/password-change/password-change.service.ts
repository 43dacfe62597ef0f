import { Inject, Injectable } from '@nestjs/common';
import { Events, PasswordChangeMessages, validateNewPassword, type RpcIn } from '@portal/contracts';
import { RpcErrors, createLogger, enqueueEvent, rpcError } from '@portal/service-kit';
import { KeycloakAdminClient, KeycloakError } from '../keycloak/keycloak-admin.client.js';
import { refuseShortAdminPassword } from '../keycloak/admin-password.js';
import { PrismaService } from '../prisma/prisma.service.js';

/**
 * Password changes from Settings. The current password is checked (a session alone is no proof) — by
 * Keycloak, so wrong attempts count toward its brute-force lock-out — before the new one is set
 * with the realm's password policy; then every other session of the user ends. The change is
 * published (`identity.password-changed`, the user is mailed a security notice) through the outbox,
 * in a transaction around the Keycloak call: refused there, nothing is published.
 */
@Injectable()
export class PasswordChangeService {
  private readonly log = createLogger('identity.password-change');

  constructor(
    @Inject(KeycloakAdminClient) private readonly keycloak: KeycloakAdminClient,
    @Inject(PrismaService) private readonly db: PrismaService,
  ) {}

  async change(request: RpcIn<'identityChangePassword'>): Promise<{ changed: true }> {
    if (request.newPassword !== request.confirmPassword) throw RpcErrors.validation(PasswordChangeMessages.mismatch);
    const problem = validateNewPassword(request.newPassword, request.confirmPassword);
    if (problem) throw RpcErrors.validation(problem);
    await refuseShortAdminPassword(this.keycloak, request.userId, request.newPassword);
    const username = await this.keycloak.usernameOf(request.userId);
    if (!username) throw RpcErrors.notFound('User not found');
    if (!(await this.keycloak.passwordMatches(username, request.currentPassword))) throw RpcErrors.validation(PasswordChangeMessages.currentWrong);
    try {
      await this.db.$transaction(
        async (tx) => {
          await enqueueEvent(tx, Events.passwordChanged, { userId: request.userId, how: 'changed', at: new Date().toISOString() });
          await this.keycloak.resetPassword(request.userId, request.newPassword);
        },
        { timeout: 20_000 },
      );
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
}

function policyMessage(error: KeycloakError): string {
  try {
    const body = JSON.parse(error.body) as { error_description?: string; errorMessage?: string };
    return body.error_description ?? body.errorMessage ?? PasswordChangeMessages.failed;
  } catch {
    return PasswordChangeMessages.failed;
  }
}
