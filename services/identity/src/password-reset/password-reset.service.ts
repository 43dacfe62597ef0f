import { createHash, randomBytes } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import {
  PasswordResetMessages, RESET_LINK_TTL_HOURS, RESET_REQUESTS_PER_HOUR, normalizeEmail, validateNewPassword,
  type ForgotPasswordRequest, type ResetPasswordRequest,
} from '@portal/contracts';
import { RpcErrors, rpcError, createLogger } from '@portal/service-kit';
import { PrismaService } from '../prisma.service.js';
import { KeycloakAdminClient, KeycloakError } from '../keycloak/keycloak-admin.client.js';
import { MailQueue } from '../mail/mail.queue.js';
import { resetLink, resetMail } from './reset-mail.js';

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export const PUBLIC_URL = Symbol('PUBLIC_URL');

/**
 * Password recovery with one-time links: the token is random (256 bits), only its hash is kept,
 * it expires after 24 hours and is spent by the first successful reset. Unknown addresses get the
 * same answer as known ones, so the form does not reveal who has an account.
 */
@Injectable()
export class PasswordResetService {
  private readonly log = createLogger('identity.password-reset');

  constructor(
    @Inject(PrismaService) private readonly db: PrismaService,
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
      const lastHour = await this.db.passwordReset.count({ where: { email, createdAt: { gt: new Date(Date.now() - 3600_000) } } });
      if (lastHour >= RESET_REQUESTS_PER_HOUR) {
        this.log.warn({ email }, 'reset requests over the hourly limit; no mail sent');
        return { accepted: true };
      }
      const token = randomBytes(32).toString('base64url');
      await this.db.passwordReset.create({
        data: { userId, email, tokenHash: hashToken(token), expiresAt: new Date(Date.now() + RESET_LINK_TTL_HOURS * 3600_000) },
      });
      await this.mail.send(resetMail(email, resetLink(this.publicUrl, token)));
      return { accepted: true };
    } catch (error) {
      this.log.error({ err: (error as Error).message }, 'could not send the reset e-mail');
      throw rpcError(502, 'RESET_EMAIL_FAILED', PasswordResetMessages.sendFailed);
    }
  }

  async checkToken(token: string): Promise<{ valid: boolean }> {
    const row = await this.db.passwordReset.findUnique({ where: { tokenHash: hashToken(token) } });
    return { valid: !!row && !row.usedAt && row.expiresAt > new Date() };
  }

  /** Spends the link and sets the new password in Keycloak in one transaction: if Keycloak fails, the link stays usable. */
  async reset(request: ResetPasswordRequest): Promise<{ reset: true }> {
    const problem = validateNewPassword(request.password, request.confirmPassword);
    if (problem) throw RpcErrors.validation(problem);
    const userId = await this.db.$transaction(async (tx) => {
      const claimed = await tx.$queryRaw<{ user_id: string }[]>`
        UPDATE password_resets SET used_at = now()
        WHERE token_hash = ${hashToken(request.token)} AND used_at IS NULL AND expires_at > now()
        RETURNING user_id`;
      const id = claimed[0]?.user_id;
      if (!id) throw RpcErrors.validation(PasswordResetMessages.invalidLink);
      try {
        await this.keycloak.resetPassword(id, request.password);
      } catch (error) {
        if (error instanceof KeycloakError && error.status === 400 && /password/i.test(error.errorKey ?? '')) {
          throw RpcErrors.validation(PasswordResetMessages.passwordTooShort);
        }
        this.log.error({ err: (error as Error).message }, 'keycloak password reset failed');
        throw rpcError(502, 'RESET_FAILED', PasswordResetMessages.resetFailed);
      }
      // Any other open link of this user is spent too.
      await tx.$executeRaw`UPDATE password_resets SET used_at = now() WHERE user_id = ${id}::uuid AND used_at IS NULL`;
      return id;
    });
    await this.keycloak.logoutUser(userId).catch((error) => this.log.warn({ err: (error as Error).message }, 'could not end old sessions'));
    return { reset: true };
  }
}
