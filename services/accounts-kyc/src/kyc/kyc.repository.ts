import { Inject, Injectable } from '@nestjs/common';
import type { KycAnalytics, KycStatus } from '@portal/contracts';
import { PrismaService, type Db } from '../prisma/prisma.service.js';
import type { KycDocument, Prisma, Profile } from '../generated/prisma/client.js';

export interface AuditEntry {
  eventType: string;
  userId: string;
  adminId?: string | null;
  action: string;
  details?: object;
}

/** KYC documents, the profiles' KYC status and the audit log. Methods take a transaction when they are part of one. */
@Injectable()
export class KycRepository {
  constructor(@Inject(PrismaService) private readonly db: PrismaService) {}

  transaction<T>(work: (tx: Db) => Promise<T>): Promise<T> {
    return this.db.$transaction(work);
  }

  findProfile(userId: string): Promise<Profile | null> {
    return this.db.profile.findUnique({ where: { id: userId } });
  }

  /** Locks the profile row until the transaction ends (two KYC changes at once are serialised); undefined without a profile. */
  async lockKycStatus(userId: string, tx: Db): Promise<string | undefined> {
    const [profile] = await tx.$queryRaw<{ kyc_status: string }[]>`SELECT kyc_status FROM profiles WHERE id = ${userId}::uuid FOR UPDATE`;
    return profile?.kyc_status;
  }

  async setKycStatus(userId: string, status: KycStatus, tx: Db): Promise<void> {
    await tx.profile.update({ where: { id: userId }, data: { kycStatus: status } });
  }

  latestDocument(userId: string, tx: Db = this.db): Promise<KycDocument | null> {
    return tx.kycDocument.findFirst({ where: { userId }, orderBy: { submittedAt: 'desc' } });
  }

  findDocument(documentId: string, tx: Db = this.db): Promise<KycDocument | null> {
    return tx.kycDocument.findUnique({ where: { id: documentId } });
  }

  createDocument(data: Prisma.KycDocumentUncheckedCreateInput, tx: Db): Promise<KycDocument> {
    return tx.kycDocument.create({ data });
  }

  updateDocument(documentId: string, data: Prisma.KycDocumentUncheckedUpdateInput, tx: Db): Promise<KycDocument> {
    return tx.kycDocument.update({ where: { id: documentId }, data });
  }

  async audit(entry: AuditEntry, tx: Db = this.db): Promise<void> {
    await tx.auditLog.create({
      data: { eventType: entry.eventType, userId: entry.userId, adminId: entry.adminId ?? null, action: entry.action, details: entry.details ?? {} },
    });
  }

  /** Profiles in KYC review (one status, or every status but not_submitted), most recently updated first. */
  profilesInReview(status: KycStatus | undefined, limit: number): Promise<Profile[]> {
    return this.db.profile.findMany({
      where: status ? { kycStatus: status } : { kycStatus: { not: 'not_submitted' } },
      orderBy: { updatedAt: 'desc' },
      take: limit,
    });
  }

  /** Every document of these users, newest first. */
  documentsOf(userIds: string[]): Promise<KycDocument[]> {
    return this.db.kycDocument.findMany({ where: { userId: { in: userIds } }, orderBy: { submittedAt: 'desc' } });
  }

  /** A recipient's KYC audit trail, newest first (at most 200 entries). */
  auditTrail(userId: string) {
    return this.db.auditLog.findMany({ where: { userId }, orderBy: [{ createdAt: 'desc' }, { id: 'desc' }], take: 200 });
  }

  /** Analytics & Reports, in one round trip: submissions, recipients by KYC status (the kept counts, migration 0012), decided submissions and their median review time. */
  async analytics(): Promise<KycAnalytics> {
    const [row] = await this.db.$queryRaw<
      Array<{ submitted: bigint; pending: bigint; approved: bigint; rejected: bigint; not_submitted: bigint; reviewed: bigint; median_s: number | null }>
    >`
      SELECT
        (SELECT count(*) FROM kyc_documents) AS submitted,
        (SELECT coalesce(sum(profiles), 0) FROM profile_status_counts WHERE kyc_status = 'pending')::bigint AS pending,
        (SELECT coalesce(sum(profiles), 0) FROM profile_status_counts WHERE kyc_status = 'approved')::bigint AS approved,
        (SELECT coalesce(sum(profiles), 0) FROM profile_status_counts WHERE kyc_status = 'rejected')::bigint AS rejected,
        (SELECT coalesce(sum(profiles), 0) FROM profile_status_counts WHERE kyc_status = 'not_submitted')::bigint AS not_submitted,
        d.reviewed, d.median_s
      FROM (
        SELECT count(*) AS reviewed,
               percentile_cont(0.5) WITHIN GROUP (ORDER BY extract(epoch FROM reviewed_at - submitted_at))::float8 AS median_s
          FROM kyc_documents
         WHERE status IN ('approved', 'rejected') AND reviewed_at IS NOT NULL
      ) d`;
    return {
      submitted: Number(row!.submitted),
      pending: Number(row!.pending),
      approved: Number(row!.approved),
      rejected: Number(row!.rejected),
      notSubmitted: Number(row!.not_submitted),
      reviewed: Number(row!.reviewed),
      medianReviewSeconds: row!.median_s === null ? null : Math.round(row!.median_s),
    };
  }
}
