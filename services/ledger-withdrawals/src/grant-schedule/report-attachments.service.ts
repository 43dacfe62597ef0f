import { createHash, randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import {
  GrantScheduleMessages,
  REPORT_ATTACHMENT_DOWNLOADS_BUCKET,
  REPORT_ATTACHMENT_LIMITS,
  REPORT_ATTACHMENT_STORAGE_FAILED,
  REPORT_ATTACHMENT_UPLOADS_BUCKET,
  ReportAttachmentMessages,
  UPLOAD_ERROR_CODES,
  checkReportAttachmentUpload,
  contentTypeOf,
  storedExtensionOf,
  type ReportAttachmentView,
  type RpcIn,
  type RpcOut,
} from '@portal/contracts';
import { FileHandoff, RpcErrors, createLogger, rpcError, type AfterCommit } from '@portal/service-kit';
import type { DocumentStorage } from '@portal/service-kit/storage';
import type { Db } from '../prisma/prisma.service.js';
import { REPORT_ATTACHMENT_STORAGE, attachmentKey } from './attachment-storage.js';
import { toAttachmentView } from './attachment.mapper.js';
import { ReportAttachmentsRepository } from './report-attachments.repository.js';

/** A milestone takes new files while its report can be submitted: none yet, or sent back for changes. */
const OPEN_FOR_FILES = new Set<string | null>([null, 'changes_requested']);

/**
 * Files of progress reports, checked by content like KYC documents and kept in their own document store. The
 * recipient uploads drafts of one of their milestones; the submission (GrantScheduleService.submit) binds the drafts
 * it names to the new version in its transaction (`bindDrafts`), after which they never change. Every upload,
 * removal, link and download is audited; the file is stored before its row and removed again when the row fails.
 */
@Injectable()
export class ReportAttachmentsService {
  private readonly log = createLogger('ledger-withdrawals.report-attachments');

  constructor(
    @Inject(ReportAttachmentsRepository) private readonly attachments: ReportAttachmentsRepository,
    @Inject(REPORT_ATTACHMENT_STORAGE) private readonly storage: DocumentStorage,
    @Inject(FileHandoff) private readonly handoff: FileHandoff,
  ) {}

  async add(request: RpcIn<'grantAttachmentAdd'>): Promise<ReportAttachmentView> {
    // Taken first, so the handed-over bytes leave the bucket whatever the answer.
    const data = await this.handoff.take(REPORT_ATTACHMENT_UPLOADS_BUCKET, request.objectName);
    if (!data) throw rpcError(400, 'UPLOAD_MISSING', ReportAttachmentMessages.uploadFailed);
    const check = checkReportAttachmentUpload(request.fileName, data.byteLength, data);
    if (!check.ok) throw rpcError(check.status, UPLOAD_ERROR_CODES[check.status], check.message);
    await this.attachments.transaction((tx) => this.refuseUnlessOpen(request.milestoneId, request.userId, tx));

    const id = randomUUID();
    const key = attachmentKey(request.userId, request.milestoneId, id, storedExtensionOf(check.type));
    const contentType = contentTypeOf(check.type);
    try {
      await this.storage.put(key, data, contentType);
    } catch (error) {
      // The cause (a path, a bucket, a provider's text) is for the operators: logged here, never answered.
      this.log.error({ err: (error as Error).message, userId: request.userId, storage: this.storage.kind }, 'storing a report attachment failed');
      throw rpcError(502, REPORT_ATTACHMENT_STORAGE_FAILED, ReportAttachmentMessages.saveFailed);
    }
    try {
      const row = await this.attachments.transaction(async (tx) => {
        // Again under the milestone's lock: two uploads at once cannot both take the last place.
        await this.refuseUnlessOpen(request.milestoneId, request.userId, tx);
        const created = await this.attachments.create(
          {
            id,
            milestoneId: request.milestoneId,
            userId: request.userId,
            fileName: request.fileName,
            contentType,
            sizeBytes: data.byteLength,
            sha256: createHash('sha256').update(data).digest('hex'),
            storageKey: key,
          },
          tx,
        );
        await this.attachments.audit(
          { eventType: 'attachment_upload', attachmentId: id, userId: request.userId, actorId: request.userId, actorIsAdmin: false },
          tx,
        );
        return created;
      });
      return toAttachmentView(row);
    } catch (error) {
      await this.storage.delete(key).catch(() => undefined);
      throw error;
    }
  }

  /** Under the milestone's lock: it is the recipient's, its report takes a new version, and a place is free among its drafts. */
  private async refuseUnlessOpen(milestoneId: string, userId: string, tx: Db): Promise<void> {
    const milestone = await this.attachments.lockMilestoneOfUser(milestoneId, userId, tx);
    if (!milestone) throw RpcErrors.notFound(GrantScheduleMessages.milestoneNotFound);
    if (!OPEN_FOR_FILES.has(milestone.reportStatus)) throw RpcErrors.conflict(ReportAttachmentMessages.notRevisable);
    const drafts = await this.attachments.drafts(milestoneId, userId, tx);
    if (drafts.length >= REPORT_ATTACHMENT_LIMITS.maxPerVersion) throw RpcErrors.conflict(ReportAttachmentMessages.tooMany);
  }

  async drafts({ userId, milestoneId }: RpcIn<'grantAttachmentDrafts'>): Promise<ReportAttachmentView[]> {
    if (!(await this.attachments.milestoneIsUsers(milestoneId, userId))) throw RpcErrors.notFound(GrantScheduleMessages.milestoneNotFound);
    return (await this.attachments.drafts(milestoneId, userId)).map(toAttachmentView);
  }

  /** Removes one of the recipient's drafts (a file of a submitted version stays); answers the milestone's remaining drafts. */
  async remove({ userId, attachmentId }: RpcIn<'grantAttachmentRemove'>): Promise<RpcOut<'grantAttachmentRemove'>> {
    const { key, drafts } = await this.attachments.transaction(async (tx) => {
      const row = await this.attachments.find(attachmentId, tx);
      if (!row || row.userId !== userId) throw RpcErrors.notFound(ReportAttachmentMessages.notFound);
      if (row.reportId !== null || !(await this.attachments.deleteDraft(attachmentId, userId, tx))) throw RpcErrors.conflict(ReportAttachmentMessages.notDraft);
      await this.attachments.audit({ eventType: 'attachment_remove', attachmentId, userId, actorId: userId, actorIsAdmin: false }, tx);
      return { key: row.storageKey, drafts: await this.attachments.drafts(row.milestoneId, userId, tx) };
    });
    await this.storage.delete(key).catch((error: Error) => this.log.error({ err: error, key }, 'removing a report attachment file failed'));
    return drafts.map(toAttachmentView);
  }

  /** A file for its owner or for staff (another recipient's is not found); audited as a view or a download. */
  async get({ attachmentId, requesterId, requesterIsAdmin, purpose }: RpcIn<'grantAttachmentGet'>): Promise<ReportAttachmentView> {
    const row = await this.attachments.find(attachmentId);
    if (!row || (!requesterIsAdmin && row.userId !== requesterId)) throw RpcErrors.notFound(ReportAttachmentMessages.notFound);
    await this.attachments.audit({
      eventType: purpose === 'download' ? 'attachment_download' : 'attachment_view',
      attachmentId,
      userId: row.userId,
      actorId: requesterId,
      actorIsAdmin: requesterIsAdmin,
    });
    return toAttachmentView(row);
  }

  /** Puts the file's bytes into the downloads bucket for the gateway to stream. */
  async fetch(request: RpcIn<'grantAttachmentFetch'>): Promise<RpcOut<'grantAttachmentFetch'>> {
    await this.get(request);
    const row = await this.attachments.find(request.attachmentId);
    if (!row) throw RpcErrors.notFound(ReportAttachmentMessages.notFound);
    const data = await this.storage.get(row.storageKey);
    const objectName = await this.handoff.put(REPORT_ATTACHMENT_DOWNLOADS_BUCKET, data);
    return { objectName, contentType: row.contentType, fileName: row.fileName, sizeBytes: row.sizeBytes };
  }

  /**
   * Inside a submission's transaction: binds the drafts it names to its new version, or refuses the whole submission
   * when one is not a draft of this recipient's milestone (another's, already bound, or removed).
   */
  async bindDrafts(tx: Db, ids: string[], scope: { userId: string; milestoneId: string; reportId: string; version: number }): Promise<void> {
    if (ids.length === 0) return;
    if ((await this.attachments.bind(ids, scope, tx)) !== ids.length) throw RpcErrors.validation(ReportAttachmentMessages.unknownDraft);
  }

  /** A recipient's erasure: their file rows go in the consumer's transaction, the files after its commit. */
  async eraseUser(userId: string, tx: Db): Promise<AfterCommit> {
    const keys = await this.attachments.deleteAllOfUser(userId, tx);
    return async () => {
      for (const key of keys) {
        await this.storage.delete(key).catch((error: Error) => this.log.error({ err: error, key }, 'erasing a report attachment file failed'));
      }
    };
  }
}
