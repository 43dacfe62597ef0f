import { Inject, Injectable } from '@nestjs/common';
import {
  PasswordResetMessages,
  RESET_LINK_TTL_HOURS,
  RESET_REQUESTS_PER_HOUR,
  normalizeEmail,
  validateNewPassword,
  type ForgotPasswordRequest,
  type ResetPasswordRequest,
} from '@portal/contracts';
import { RpcErrors, rpcError, createLogger, MailQueue, linkTokenHash, newLinkToken } from '@portal/service-kit';
import { PasswordResetRepository } from './password-reset.repository.js';
import { KeycloakAdminClient, KeycloakError } from '../keycloak/keycloak-admin.client.js';
import { refuseShortAdminPassword } from '../keycloak/admin-password.js';
import { resetLink, resetMail } from './reset-mail.js';
import { PUBLIC_URL } from '../public-url.js';

/**
 * Password recovery with one-time links: the token is random (256 bits), only its hash is kept,
 * it expires after 24 hours and is spent by the first successful reset. Unknown addresses get the
 * same answer as known ones, so the form does not reveal who has an account.
 */
@Injectable()
export class PasswordResetService {
  private readonly log = createLogger('identity.password-reset');

  constructor(
    @Inject(PasswordResetRepository) private readonly links: PasswordResetRepository,
    @Inject(KeycloakAdminClient) private readonly keycloak: KeycloakAdminClient,
    @Inject(MailQueue) private readonly mail: MailQueue,
    @Inject(PUBLIC_URL) private readonly publicUrl: string,
  ) {}

  async requestReset(request: ForgotPasswordRequest): Promise<{ accepted: true }> {
    const email = normalizeEmail(request.email);
    if (!email) throw RpcErrors.validation(PasswordResetMessages.emailRequired);
    try {
      const userId = await this.keycloak.findUserIdByEmail(email);
      if (!userId) return { accepted: true };
      const lastHour = await this.links.countRequestedSince(email, new Date(Date.now() - 3600_000));
      if (lastHour >= RESET_REQUESTS_PER_HOUR) {
        this.log.warn({ email }, 'reset requests over the hourly limit; no mail sent');
        return { accepted: true };
      }
      const token = newLinkToken();
      await this.links.create({ userId, email, tokenHash: linkTokenHash(token), expiresAt: new Date(Date.now() + RESET_LINK_TTL_HOURS * 3600_000) });
      await this.mail.send(resetMail(email, resetLink(this.publicUrl, token)));
      return { accepted: true };
    } catch (error) {
      this.log.error({ err: (error as Error).message }, 'could not send the reset e-mail');
      throw rpcError(502, 'RESET_EMAIL_FAILED', PasswordResetMessages.sendFailed);
    }
  }

  async checkToken(token: string): Promise<{ valid: boolean }> {
    const row = await this.links.findByTokenHash(linkTokenHash(token));
    return { valid: !!row && !row.usedAt && row.expiresAt > new Date() };
  }

  /** Spends the link and sets the new password in Keycloak in one transaction: if Keycloak fails, the link stays usable. */
  async reset(request: ResetPasswordRequest): Promise<{ reset: true }> {
    const problem = validateNewPassword(request.password, request.confirmPassword);
    if (problem) throw RpcErrors.validation(problem);
    const userId = await this.links.spend(linkTokenHash(request.token), (id) => this.setPassword(id, request.password));
    if (!userId) throw RpcErrors.validation(PasswordResetMessages.invalidLink);
    await this.keycloak.logoutUser(userId).catch((error) => this.log.warn({ err: (error as Error).message }, 'could not end old sessions'));
    return { reset: true };
  }

  private async setPassword(userId: string, password: string): Promise<void> {
    // Refused inside the link's transaction: the link stays usable for a long enough password.
    await refuseShortAdminPassword(this.keycloak, userId, password);
    try {
      await this.keycloak.resetPassword(userId, password);
    } catch (error) {
      if (error instanceof KeycloakError && error.status === 400 && /password/i.test(error.errorKey ?? '')) {
        throw RpcErrors.validation(PasswordResetMessages.passwordTooShort);
      }
      this.log.error({ err: (error as Error).message }, 'keycloak password reset failed');
      throw rpcError(502, 'RESET_FAILED', PasswordResetMessages.resetFailed);
    }
  }
}
