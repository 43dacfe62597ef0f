import { createHash, randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import {
  KYC_DOWNLOADS_BUCKET,
  KYC_STORAGE_FAILED,
  KYC_UPLOADS_BUCKET,
  KycMessages,
  checkKycUpload,
  contentTypeOf,
  storedExtensionOf,
  type KycAnalytics,
  type KycBulkResult,
  type KycDocumentView,
  type KycHistory,
  type KycOverview,
  type KycRequestView,
  type KycStatus,
  type SubmitKycRequest,
} from '@portal/contracts';
import { FileHandoff, RpcErrors, createLogger, rpcError } from '@portal/service-kit';
import type { z } from 'zod';
import type {
  GetKycDocumentRequestSchema,
  KycBulkRequestSchema,
  KycDecisionRequestSchema,
  KycNotesRequestSchema,
  KycResetRequestSchema,
  ListKycRequestsSchema,
} from '@portal/contracts';
import type { DocumentStorage } from '@portal/service-kit/storage';
import { documentKey } from './kyc-storage.js';
import { toKycDocumentView } from './kyc.mapper.js';
import { KycRepository } from './kyc.repository.js';
import { publishKycStatusChanged, publishKycSubmitted } from './events/kyc.events.js';

export const DOCUMENT_STORAGE = Symbol('DOCUMENT_STORAGE');

type GetDocument = z.infer<typeof GetKycDocumentRequestSchema>;
type Decision = z.infer<typeof KycDecisionRequestSchema>;
type Notes = z.infer<typeof KycNotesRequestSchema>;
type Reset = z.infer<typeof KycResetRequestSchema>;
type Bulk = z.infer<typeof KycBulkRequestSchema>;
/** Set when a change is part of a bulk action: it is audited as bulk_kyc_action with the bulk's id. */
type BulkContext = { bulkId: string; size: number } | undefined;
type ListRequests = z.output<typeof ListKycRequestsSchema>;

/**
 * KYC: the recipient submits an AML certificate (checked by content again here), admins decide.
 * The document row, the profile's kyc_status, the audit entry and the outgoing event are written
 * in one transaction; the file is stored before it, and removed again if that transaction fails.
 */
@Injectable()
export class KycService {
  private readonly log = createLogger('accounts-kyc.kyc');

  constructor(
    @Inject(KycRepository) private readonly kyc: KycRepository,
    @Inject(DOCUMENT_STORAGE) private readonly storage: DocumentStorage,
    @Inject(FileHandoff) private readonly handoff: FileHandoff,
  ) {}

  async overview(userId: string): Promise<KycOverview> {
    const profile = await this.kyc.findProfile(userId);
    if (!profile) throw RpcErrors.notFound('Profile not found');
    const latest = await this.kyc.latestDocument(userId);
    return { kycStatus: profile.kycStatus as KycStatus, grantNumber: profile.grantNumber, latestDocument: latest ? toKycDocumentView(latest) : null };
  }

  async submit(request: SubmitKycRequest): Promise<KycDocumentView> {
    const data = await this.handoff.take(KYC_UPLOADS_BUCKET, request.objectName);
    if (!data) throw rpcError(400, 'UPLOAD_MISSING', KycMessages.uploadFailed);
    const check = checkKycUpload(request.fileName, data.byteLength, data);
    if (!check.ok)
      throw rpcError(
        check.status,
        check.status === 413 ? 'FILE_TOO_LARGE' : check.status === 415 ? 'UNSUPPORTED_FILE_TYPE' : 'VALIDATION_FAILED',
        check.message,
      );

    const profile = await this.kyc.findProfile(request.userId);
    if (!profile) throw RpcErrors.notFound('Profile not found');
    this.refuseWhenClosed(profile.kycStatus);

    const id = randomUUID();
    const key = documentKey(request.userId, Date.now(), storedExtensionOf(check.type));
    const contentType = contentTypeOf(check.type);
    try {
      await this.storage.put(key, data, contentType);
    } catch (error) {
      // The cause (a path, a bucket, a provider's text) is for the operators: logged here, never answered.
      this.log.error({ err: (error as Error).message, userId: request.userId, storage: this.storage.kind }, 'storing a KYC document failed');
      throw rpcError(502, KYC_STORAGE_FAILED, KycMessages.saveFailed);
    }
    try {
      const row = await this.kyc.transaction(async (tx) => {
        // Lock the profile: two submissions at once cannot both pass the status check.
        this.refuseWhenClosed((await this.kyc.lockKycStatus(request.userId, tx)) ?? 'not_submitted');
        const created = await this.kyc.createDocument(
          {
            id,
            userId: request.userId,
            filePath: key,
            fileName: request.fileName,
            contentType,
            sizeBytes: data.byteLength,
            sha256: createHash('sha256').update(data).digest('hex'),
            grantAwardNumber: profile.grantNumber,
          },
          tx,
        );
        await this.kyc.setKycStatus(request.userId, 'pending', tx);
        await this.kyc.audit(
          { eventType: 'kyc_submission', userId: request.userId, action: 'submitted', details: { documentId: id, sizeBytes: data.byteLength, contentType } },
          tx,
        );
        await publishKycSubmitted(tx, toKycDocumentView(created));
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
    const row = await this.kyc.findDocument(request.documentId);
    if (!row) throw RpcErrors.notFound('Document not found');
    if (!request.requesterIsAdmin && row.userId !== request.requesterId) throw RpcErrors.forbidden(KycMessages.notYourDocument);
    if (request.requesterIsAdmin) {
      await this.kyc.audit({
        eventType: request.purpose === 'download' ? 'document_download' : 'document_view',
        userId: row.userId,
        adminId: request.requesterId,
        action: request.purpose === 'download' ? 'downloaded document' : 'opened document link',
        details: { documentId: row.id },
      });
    }
    return toKycDocumentView(row);
  }

  /** Puts the document's bytes into the downloads bucket for the gateway to stream. */
  async fetchFile(request: GetDocument) {
    const view = await this.getDocument(request);
    const row = await this.kyc.findDocument(view.id);
    if (!row) throw RpcErrors.notFound('Document not found');
    const data = await this.storage.get(row.filePath);
    const objectName = await this.handoff.put(KYC_DOWNLOADS_BUCKET, data);
    return { objectName, contentType: row.contentType, fileName: row.fileName, sizeBytes: row.sizeBytes };
  }

  /** Approve or reject the pending submission, with optional notes; stamps the review and audits it. */
  async decide(request: Decision, bulk?: BulkContext): Promise<KycDocumentView> {
    return this.kyc.transaction(async (tx) => {
      const status = await this.kyc.lockKycStatus(request.userId, tx);
      if (status === undefined) throw RpcErrors.notFound('Profile not found');
      const document = await this.kyc.latestDocument(request.userId, tx);
      if (!document || status !== 'pending' || document.status !== 'pending') {
        throw RpcErrors.conflict('There is no pending KYC submission to decide');
      }
      const reviewedAt = new Date();
      const updated = await this.kyc.updateDocument(
        document.id,
        {
          status: request.decision,
          reviewedAt,
          reviewedBy: request.adminId,
          ...(request.notes !== undefined ? { reviewerNotes: request.notes } : {}),
        },
        tx,
      );
      await this.kyc.setKycStatus(request.userId, request.decision, tx);
      await this.kyc.audit(
        {
          eventType: bulk ? 'bulk_kyc_action' : 'kyc_status_change',
          userId: request.userId,
          adminId: request.adminId,
          action: request.decision,
          details: { documentId: document.id, from: 'pending', to: request.decision, notes: request.notes ?? null, ...bulkDetails(bulk) },
        },
        tx,
      );
      await publishKycStatusChanged(tx, {
        userId: request.userId,
        from: 'pending',
        to: request.decision,
        documentId: document.id,
        actorId: request.adminId,
        at: reviewedAt,
        notes: updated.reviewerNotes,
      });
      return toKycDocumentView(updated);
    });
  }

  async saveNotes(request: Notes): Promise<KycDocumentView> {
    return this.kyc.transaction(async (tx) => {
      const document = await this.kyc.findDocument(request.documentId, tx);
      if (!document) throw RpcErrors.notFound('Document not found');
      const updated = await this.kyc.updateDocument(document.id, { reviewerNotes: request.notes, reviewedAt: new Date(), reviewedBy: request.adminId }, tx);
      await this.kyc.audit(
        { eventType: 'kyc_notes', userId: document.userId, adminId: request.adminId, action: 'notes saved', details: { documentId: document.id } },
        tx,
      );
      return toKycDocumentView(updated);
    });
  }

  /** Puts a decided (approved or rejected) KYC back to pending review. */
  async reset(request: Reset, bulk?: BulkContext): Promise<KycOverview> {
    await this.kyc.transaction(async (tx) => {
      const status = await this.kyc.lockKycStatus(request.userId, tx);
      if (status === undefined) throw RpcErrors.notFound('Profile not found');
      if (status === 'pending') throw RpcErrors.conflict('The KYC status is already pending');
      const document = await this.kyc.latestDocument(request.userId, tx);
      if (!document) throw RpcErrors.conflict('There is no KYC submission to review again');
      const now = new Date();
      await this.kyc.updateDocument(document.id, { status: 'pending', reviewedAt: now, reviewedBy: request.adminId }, tx);
      await this.kyc.setKycStatus(request.userId, 'pending', tx);
      await this.kyc.audit(
        {
          eventType: bulk ? 'bulk_kyc_action' : 'kyc_status_change',
          userId: request.userId,
          adminId: request.adminId,
          action: 'reset to pending',
          details: { documentId: document.id, from: status, to: 'pending', ...bulkDetails(bulk) },
        },
        tx,
      );
      await publishKycStatusChanged(tx, {
        userId: request.userId,
        from: status as KycStatus,
        to: 'pending',
        documentId: document.id,
        actorId: request.adminId,
        at: now,
      });
    });
    return this.overview(request.userId);
  }

  async list(query: ListRequests): Promise<KycRequestView[]> {
    const profiles = await this.kyc.profilesInReview(query.status, query.limit);
    const documents = await this.kyc.documentsOf(profiles.map((p) => p.id));
    return profiles.map((p) => {
      const mine = documents.filter((d) => d.userId === p.id);
      return {
        userId: p.id,
        fullName: p.fullName,
        email: p.email,
        accountNumber: p.accountNumber,
        accountStatus: p.accountStatus,
        kycStatus: p.kycStatus as KycStatus,
        grantAwardNumber: mine[0]?.grantAwardNumber ?? p.grantNumber,
        document: mine[0] ? toKycDocumentView(mine[0]) : null,
        documentCount: mine.length,
      };
    });
  }

  /**
   * A bulk action: each selected request is changed in its own transaction (one that cannot be changed,
   * e.g. not pending any more, does not stop the others), audited as bulk_kyc_action with the bulk's id.
   */
  async bulk(request: Bulk): Promise<KycBulkResult> {
    const context = { bulkId: randomUUID(), size: request.userIds.length };
    const succeeded: string[] = [];
    const failed: KycBulkResult['failed'] = [];
    for (const userId of request.userIds) {
      try {
        if (request.action === 'reset') await this.reset({ userId, adminId: request.adminId }, context);
        else await this.decide({ userId, decision: request.action, notes: request.notes, adminId: request.adminId }, context);
        succeeded.push(userId);
      } catch (error) {
        failed.push({ userId, message: (error as Error).message });
      }
    }
    return { bulkId: context.bulkId, action: request.action, succeeded, failed };
  }

  /** A recipient's submissions and KYC audit trail, newest first. */
  async history(userId: string): Promise<KycHistory> {
    const profile = await this.kyc.findProfile(userId);
    if (!profile) throw RpcErrors.notFound('Profile not found');
    const [documents, entries] = await Promise.all([this.kyc.documentsOf([userId]), this.kyc.auditTrail(userId)]);
    return {
      userId,
      documents: documents.map(toKycDocumentView),
      entries: entries.map((e) => ({
        id: e.id.toString(),
        eventType: e.eventType,
        action: e.action,
        adminId: e.adminId,
        details: (e.details ?? {}) as Record<string, unknown>,
        createdAt: e.createdAt.toISOString(),
      })),
    };
  }

  analytics(): Promise<KycAnalytics> {
    return this.kyc.analytics();
  }
}

function bulkDetails(bulk: BulkContext): object {
  return bulk ? { bulkId: bulk.bulkId, bulkSize: bulk.size } : {};
}
