import { Inject, Injectable } from '@nestjs/common';
import { Events } from '@portal/contracts';
import { enqueueEvent } from '@portal/service-kit';
import { PrismaService } from '../prisma/prisma.service.js';

export interface NewResetLink {
  userId: string;
  email: string;
  tokenHash: string;
  expiresAt: Date;
}

/** One-time reset links, stored by the SHA-256 of their token. */
@Injectable()
export class PasswordResetRepository {
  constructor(@Inject(PrismaService) private readonly db: PrismaService) {}

  countRequestedSince(email: string, since: Date): Promise<number> {
    return this.db.passwordReset.count({ where: { email, createdAt: { gt: since } } });
  }

  async create(link: NewResetLink): Promise<void> {
    await this.db.passwordReset.create({ data: link });
  }

  findByTokenHash(tokenHash: string) {
    return this.db.passwordReset.findUnique({ where: { tokenHash } });
  }

  /**
   * Spends a valid (unused, unexpired) link and, in the same transaction, runs `use` with its user
   * and spends that user's other open links; the reset is published (the user is mailed a security
   * notice) in the same transaction. If `use` throws, nothing is spent or published. Returns the user id,
   * or null when the link is not valid.
   */
  spend(tokenHash: string, use: (userId: string) => Promise<void>): Promise<string | null> {
    return this.db.$transaction(async (tx) => {
      const claimed = await tx.$queryRaw<{ user_id: string }[]>`
        UPDATE password_resets SET used_at = now()
        WHERE token_hash = ${tokenHash} AND used_at IS NULL AND expires_at > now()
        RETURNING user_id`;
      const userId = claimed[0]?.user_id;
      if (!userId) return null;
      await enqueueEvent(tx, Events.passwordChanged, { userId, how: 'reset', at: new Date().toISOString() });
      await use(userId);
      await tx.$executeRaw`UPDATE password_resets SET used_at = now() WHERE user_id = ${userId}::uuid AND used_at IS NULL`;
      return userId;
    });
  }
}
