import { Injectable } from '@nestjs/common';
import type { Db } from '../prisma/prisma.service.js';

/** The statements of a recipient's erasure in accounts-kyc, each in the caller's transaction. */
@Injectable()
export class ErasureRepository {
  /**
   * Erases everything accounts-kyc holds about a recipient, in the caller's transaction: the profile
   * (name, e-mail, phone, address; its KYC documents go with it), preferences, notification mails,
   * and the personal details in the KYC/profile audit trail. Returns the stored document files' keys.
   * Only the fact of the erasure is kept (`erased_users`).
   */
  async eraseUser(userId: string, actorId: string, tx: Db): Promise<string[]> {
    const files = await tx.$queryRaw<{ file_path: string }[]>`SELECT file_path FROM kyc_documents WHERE user_id = ${userId}::uuid`;
    await tx.$executeRaw`UPDATE audit_logs SET details = '{"erased": true}'::jsonb, user_agent = NULL WHERE user_id = ${userId}::uuid`;
    await tx.$executeRaw`DELETE FROM notification_mails WHERE user_id = ${userId}::uuid`;
    await tx.$executeRaw`DELETE FROM user_preferences WHERE user_id = ${userId}::uuid`;
    await tx.$executeRaw`DELETE FROM kyc_documents WHERE user_id = ${userId}::uuid`;
    await tx.$executeRaw`DELETE FROM profiles WHERE id = ${userId}::uuid`;
    await tx.$executeRaw`INSERT INTO erased_users (user_id, erased_by) VALUES (${userId}::uuid, ${actorId}::uuid) ON CONFLICT DO NOTHING`;
    return files.map((f) => f.file_path);
  }
}
