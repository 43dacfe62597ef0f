import { Events, type KycDocumentView, type KycStatus } from '@portal/contracts';
import { enqueueEvent, type SqlExecutor } from '@portal/service-kit';

/** What the KYC feature publishes, each written to the outbox in the caller's transaction. */

export function publishKycSubmitted(tx: SqlExecutor, document: KycDocumentView): Promise<string> {
  return enqueueEvent(tx, Events.kycSubmitted, document);
}

export interface KycStatusChange {
  userId: string;
  from: KycStatus;
  to: KycStatus;
  documentId: string;
  actorId: string;
  at: Date;
  /** The reviewer's notes of a decision (none for a reset). */
  notes?: string | null;
}

export function publishKycStatusChanged(tx: SqlExecutor, change: KycStatusChange): Promise<string> {
  return enqueueEvent(tx, Events.kycStatusChanged, { ...change, at: change.at.toISOString() });
}
