import { createHash, randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import {
  Events, KYC_DOWNLOADS_BUCKET, KYC_UPLOADS_BUCKET, KycMessages, checkKycUpload, contentTypeOf, storedExtensionOf,
  type KycDocumentView, type KycOverview, type KycRequestView, type KycStatus, type SubmitKycRequest,
} from '@portal/contracts';
import { FileHandoff, RpcErrors, enqueueEvent, rpcError } from '@portal/service-kit';
import type { z } from 'zod';
import type { GetKycDocumentRequestSchema, KycDecisionRequestSchema, KycNotesRequestSchema, KycResetRequestSchema, ListKycRequestsSchema } from '@portal/contracts';
import { PrismaService } from '../prisma.service.js';
import type { Prisma } from '../generated/prisma/client.js';
import { documentKey, type DocumentStorage } from './storage/document-storage.js';
import { toKycDocumentView } from './kyc.mapper.js';

export const DOCUMENT_STORAGE = Symbol('DOCUMENT_STORAGE');

type GetDocument = z.infer<typeof GetKycDocumentRequestSchema>;
type Decision = z.infer<typeof KycDecisionRequestSchema>;
type Notes = z.infer<typeof KycNotesRequestSchema>;
type Reset = z.infer<typeof KycResetRequestSchema>;
type ListRequests = z.output<typeof ListKycRequestsSchema>;

async function audit(tx: Prisma.TransactionClient, entry: { eventType: string; userId: string; adminId?: string | null; action: string; details?: object }) {
  await tx.auditLog.create({ data: { eventType: entry.eventType, userId: entry.userId, adminId: entry.adminId ?? null, action: entry.action, details: entry.details ?? {} } });
}

/**
 * KYC: the recipient submits an AML certificate (checked by content again here), admins decide.
 * The document row, the profile's kyc_status, the audit entry and the outgoing event are written
 * in one transaction; the file is stored before it, and removed again if that transaction fails.
 */
@Injectable()
export class KycService {
  constructor(
    @Inject(PrismaService) private readonly db: PrismaService,
    @Inject(DOCUMENT_STORAGE) private readonly storage: DocumentStorage,
    @Inject(FileHandoff) private readonly handoff: FileHandoff,
  ) {}

  async overview(userId: string): Promise<KycOverview> {
    const profile = await this.db.profile.findUnique({ where: { id: userId } });
    if (!profile) throw RpcErrors.notFound('Profile not found');
    const latest = await this.db.kycDocument.findFirst({ where: { userId }, orderBy: { submittedAt: 'desc' } });
    return { kycStatus: profile.kycStatus as KycStatus, grantNumber: profile.grantNumber, latestDocument: latest ? toKycDocumentView(latest) : null };
  }

  async submit(request: SubmitKycRequest): Promise<KycDocumentView> {
    const data = await this.handoff.take(KYC_UPLOADS_BUCKET, request.objectName);
    if (!data) throw rpcError(400, 'UPLOAD_MISSING', KycMessages.uploadFailed);
    const check = checkKycUpload(request.fileName, data.byteLength, data);
    if (!check.ok) throw rpcError(check.status, check.status === 413 ? 'FILE_TOO_LARGE' : check.status === 415 ? 'UNSUPPORTED_FILE_TYPE' : 'VALIDATION_FAILED', check.message);

    const profile = await this.db.profile.findUnique({ where: { id: request.userId } });
    if (!profile) throw RpcErrors.notFound('Profile not found');
    this.refuseWhenClosed(profile.kycStatus);

    const id = randomUUID();
    const key = documentKey(request.userId, Date.now(), storedExtensionOf(check.type));
    const contentType = contentTypeOf(check.type);
    try {
      await this.storage.put(key, data, contentType);
    } catch (error) {
      throw rpcError(502, 'STORAGE_FAILED', KycMessages.saveFailed((error as Error).message));
    }
    try {
      const row = await this.db.$transaction(async (tx) => {
        // Lock the profile: two submissions at once cannot both pass the status check.
        const [locked] = await tx.$queryRaw<{ kyc_status: string }[]>`SELECT kyc_status FROM profiles WHERE id = ${request.userId}::uuid FOR UPDATE`;
        this.refuseWhenClosed(locked?.kyc_status ?? 'not_submitted');
        const created = await tx.kycDocument.create({
          data: {
            id, userId: request.userId, filePath: key, fileName: request.fileName, contentType, sizeBytes: data.byteLength,
            sha256: createHash('sha256').update(data).digest('hex'), grantAwardNumber: profile.grantNumber,
          },
        });
        await tx.profile.update({ where: { id: request.userId }, data: { kycStatus: 'pending' } });
        await audit(tx, { eventType: 'kyc_submission', userId: request.userId, action: 'submitted', details: { documentId: id, sizeBytes: data.byteLength, contentType } });
        await enqueueEvent(tx, Events.kycSubmitted, toKycDocumentView(created));
        return created;
      });
      return toKycDocumentView(row);
    } catch (error) {
      await this.storage.delete(key).catch(() => undefined);
      throw error;
    }
  }

  private refuseWhenClosed(status: string): void {
    if (status === 'pending') throw RpcErrors.conflict(KycMessages.alreadyPending);
    if (status === 'approved') throw RpcErrors.conflict(KycMessages.alreadyApproved);
  }

  /** A document's metadata for its owner or an admin; admin reads are audited. */
  async getDocument(request: GetDocument): Promise<KycDocumentView> {
    const row = await this.db.kycDocument.findUnique({ where: { id: request.documentId } });
    if (!row) throw RpcErrors.notFound('Document not found');
    if (!request.requesterIsAdmin && row.userId !== request.requesterId) throw RpcErrors.forbidden(KycMessages.notYourDocument);
    if (request.requesterIsAdmin) {
      await audit(this.db, {
        eventType: request.purpose === 'download' ? 'document_download' : 'document_view', userId: row.userId, adminId: request.requesterId,
        action: request.purpose === 'download' ? 'downloaded document' : 'opened document link', details: { documentId: row.id },
      });
    }
    return toKycDocumentView(row);
  }

  /** Puts the document's bytes into the downloads bucket for the gateway to stream. */
  async fetchFile(request: GetDocument) {
    const view = await this.getDocument(request);
    const row = await this.db.kycDocument.findUniqueOrThrow({ where: { id: view.id } });
    const data = await this.storage.get(row.filePath);
    const objectName = await this.handoff.put(KYC_DOWNLOADS_BUCKET, data);
    return { objectName, contentType: row.contentType, fileName: row.fileName, sizeBytes: row.sizeBytes };
  }

  /** Approve or reject the pending submission, with optional notes; stamps the review and audits it. */
  async decide(request: Decision): Promise<KycDocumentView> {
    return this.db.$transaction(async (tx) => {
      const [profile] = await tx.$queryRaw<{ kyc_status: string }[]>`SELECT kyc_status FROM profiles WHERE id = ${request.userId}::uuid FOR UPDATE`;
      if (!profile) throw RpcErrors.notFound('Profile not found');
      const document = await tx.kycDocument.findFirst({ where: { userId: request.userId }, orderBy: { submittedAt: 'desc' } });
      if (!document || profile.kyc_status !== 'pending' || document.status !== 'pending') {
        throw RpcErrors.conflict('There is no pending KYC submission to decide');
      }
      const updated = await tx.kycDocument.update({
        where: { id: document.id },
        data: { status: request.decision, reviewedAt: new Date(), reviewedBy: request.adminId, ...(request.notes !== undefined ? { reviewerNotes: request.notes } : {}) },
      });
      await tx.profile.update({ where: { id: request.userId }, data: { kycStatus: request.decision } });
      await audit(tx, { eventType: 'kyc_status_change', userId: request.userId, adminId: request.adminId, action: request.decision, details: { documentId: document.id, from: 'pending', to: request.decision, notes: request.notes ?? null } });
      await enqueueEvent(tx, Events.kycStatusChanged, { userId: request.userId, from: 'pending', to: request.decision, documentId: document.id, actorId: request.adminId, at: updated.reviewedAt!.toISOString() });
      return toKycDocumentView(updated);
    });
  }

  async saveNotes(request: Notes): Promise<KycDocumentView> {
    return this.db.$transaction(async (tx) => {
      const document = await tx.kycDocument.findUnique({ where: { id: request.documentId } });
      if (!document) throw RpcErrors.notFound('Document not found');
      const updated = await tx.kycDocument.update({ where: { id: document.id }, data: { reviewerNotes: request.notes, reviewedAt: new Date(), reviewedBy: request.adminId } });
      await audit(tx, { eventType: 'kyc_notes', userId: document.userId, adminId: request.adminId, action: 'notes saved', details: { documentId: document.id } });
      return toKycDocumentView(updated);
    });
  }

  /** Puts a decided (approved or rejected) KYC back to pending review. */
  async reset(request: Reset): Promise<KycOverview> {
    await this.db.$transaction(async (tx) => {
      const [profile] = await tx.$queryRaw<{ kyc_status: string }[]>`SELECT kyc_status FROM profiles WHERE id = ${request.userId}::uuid FOR UPDATE`;
      if (!profile) throw RpcErrors.notFound('Profile not found');
      if (profile.kyc_status === 'pending') throw RpcErrors.conflict('The KYC status is already pending');
      const document = await tx.kycDocument.findFirst({ where: { userId: request.userId }, orderBy: { submittedAt: 'desc' } });
      if (!document) throw RpcErrors.conflict('There is no KYC submission to review again');
      const now = new Date();
      await tx.kycDocument.update({ where: { id: document.id }, data: { status: 'pending', reviewedAt: now, reviewedBy: request.adminId } });
      await tx.profile.update({ where: { id: request.userId }, data: { kycStatus: 'pending' } });
      await audit(tx, { eventType: 'kyc_status_change', userId: request.userId, adminId: request.adminId, action: 'reset to pending', details: { documentId: document.id, from: profile.kyc_status, to: 'pending' } });
      await enqueueEvent(tx, Events.kycStatusChanged, { userId: request.userId, from: profile.kyc_status as KycStatus, to: 'pending', documentId: document.id, actorId: request.adminId, at: now.toISOString() });
    });
    return this.overview(request.userId);
  }

  async list(query: ListRequests): Promise<KycRequestView[]> {
    const profiles = await this.db.profile.findMany({
      where: query.status ? { kycStatus: query.status } : { kycStatus: { not: 'not_submitted' } },
      orderBy: { updatedAt: 'desc' }, take: query.limit,
    });
    const ids = profiles.map((p) => p.id);
    const documents = await this.db.kycDocument.findMany({ where: { userId: { in: ids } }, orderBy: { submittedAt: 'desc' } });
    return profiles.map((p) => {
      const mine = documents.filter((d) => d.userId === p.id);
      return {
        userId: p.id, fullName: p.fullName, email: p.email, accountNumber: p.accountNumber, accountStatus: p.accountStatus,
        kycStatus: p.kycStatus as KycStatus, grantAwardNumber: mine[0]?.grantAwardNumber ?? p.grantNumber,
        document: mine[0] ? toKycDocumentView(mine[0]) : null, documentCount: mine.length,
      };
    });
  }
}
