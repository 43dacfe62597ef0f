import { Injectable } from '@nestjs/common';
import type { Db } from '../prisma/prisma.service.js';

/** The statements of a recipient's erasure in identity, each in the caller's transaction. */
@Injectable()
export class ErasureRepository {
  /** The registration and password-reset rows, which hold the e-mail. */
  async eraseUser(userId: string, tx: Db): Promise<void> {
    await tx.$executeRaw`DELETE FROM password_resets WHERE user_id = ${userId}::uuid`;
    await tx.$executeRaw`DELETE FROM registrations WHERE user_id = ${userId}::uuid`;
  }
}
