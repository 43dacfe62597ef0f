import { Inject, Injectable } from '@nestjs/common';
import { PrismaService, type Db } from '../prisma/prisma.service.js';
import type { GrantReportAttachment, Prisma } from '../generated/prisma/client.js';

export type AttachmentAuditEvent = 'attachment_upload' | 'attachment_remove' | 'attachment_view' | 'attachment_download';

/** A version's files in the order they were uploaded (for the schedule's reads). */
export const VERSION_ATTACHMENTS = {
  orderBy: [{ uploadedAt: 'asc' as const }, { id: 'asc' as const }],
} satisfies Prisma.GrantReportVersion$attachmentsArgs;

/** Progress-report attachments (drafts of a milestone, then files of a version) and their audit trail. */
@Injectable()
export class ReportAttachmentsRepository {
  constructor(@Inject(PrismaService) private readonly db: PrismaService) {}

  transaction<T>(work: (tx: Db) => Promise<T>): Promise<T> {
    return this.db.$transaction(work);
  }

  /**
   * The recipient's milestone, locked until the transaction ends (drafts are counted and bound under this lock), with
   * its report's status (null without a report); null when the milestone is not theirs.
   */
  async lockMilestoneOfUser(milestoneId: string, userId: string, tx: Db): Promise<{ reportStatus: string | null } | null> {
    const rows = await tx.$queryRaw<{ reportStatus: string | null }[]>`
      SELECT r.status AS "reportStatus" FROM grant_milestones m JOIN grants g ON g.id = m.grant_id
        LEFT JOIN grant_reports r ON r.milestone_id = m.id
       WHERE m.id = ${milestoneId}::uuid AND g.user_id = ${userId}::uuid
       FOR UPDATE OF m`;
    return rows[0] ?? null;
  }

  /** Whether the milestone is the recipient's. */
  async milestoneIsUsers(milestoneId: string, userId: string): Promise<boolean> {
    const count = await this.db.grantMilestone.count({ where: { id: milestoneId, grant: { userId } } });
    return count === 1;
  }

  drafts(milestoneId: string, userId: string, tx: Db = this.db): Promise<GrantReportAttachment[]> {
    return tx.grantReportAttachment.findMany({ where: { milestoneId, userId, reportId: null }, ...VERSION_ATTACHMENTS });
  }

  find(id: string, tx: Db = this.db): Promise<GrantReportAttachment | null> {
    return tx.grantReportAttachment.findUnique({ where: { id } });
  }

  async create(row: Omit<GrantReportAttachment, 'reportId' | 'version' | 'uploadedAt'>, tx: Db): Promise<GrantReportAttachment> {
    return tx.grantReportAttachment.create({ data: row });
  }

  /** Deletes a draft (a bound file stays); false when it is not a draft of this recipient. */
  async deleteDraft(id: string, userId: string, tx: Db): Promise<boolean> {
    const { count } = await tx.grantReportAttachment.deleteMany({ where: { id, userId, reportId: null } });
    return count === 1;
  }

  /** Binds the recipient's drafts of a milestone to a version; answers how many were bound (fewer when an id is not such a draft). */
  async bind(ids: string[], scope: { userId: string; milestoneId: string; reportId: string; version: number }, tx: Db): Promise<number> {
    const { count } = await tx.grantReportAttachment.updateMany({
      where: { id: { in: ids }, userId: scope.userId, milestoneId: scope.milestoneId, reportId: null },
      data: { reportId: scope.reportId, version: scope.version },
    });
    return count;
  }

  /** Deletes every file row of a recipient; answers their storage keys (the files go after the commit). */
  async deleteAllOfUser(userId: string, tx: Db): Promise<string[]> {
    const rows = await tx.$queryRaw<{ storage_key: string }[]>`DELETE FROM grant_report_attachments WHERE user_id = ${userId}::uuid RETURNING storage_key`;
    return rows.map((r) => r.storage_key);
  }

  async audit(
    entry: { eventType: AttachmentAuditEvent; attachmentId: string; userId: string; actorId: string; actorIsAdmin: boolean },
    tx: Db = this.db,
  ): Promise<void> {
    await tx.grantReportAttachmentAudit.create({ data: entry });
  }
}
