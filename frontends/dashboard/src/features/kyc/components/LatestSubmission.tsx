import type { KycDocumentView, KycStatus } from '@portal/contracts';
import { formatDateTime } from '@portal/web-core';
import { StatusBadge, type BadgeTone } from '@portal/web-core/ui';
import { FileIcon } from '../../../components/Icons';
import { formatMegabytes } from '../utils/format-megabytes';

const STATUS: Record<KycStatus, { label: string; tone: BadgeTone }> = {
  not_submitted: { label: 'Not submitted', tone: 'neutral' },
  pending: { label: 'Under review', tone: 'warning' },
  approved: { label: 'Approved', tone: 'success' },
  rejected: { label: 'Rejected', tone: 'danger' },
};

/** The latest submission: when, which file, its review status and (when rejected) the reviewer's notes. */
export function LatestSubmission({ document }: { document: KycDocumentView }) {
  const notes = document.reviewerNotes?.trim();
  return (
    <section id="kyc-latest-submission" className="dsh-submission" aria-labelledby="kyc-latest-title">
      <h3 id="kyc-latest-title">Latest Submission</h3>
      <p id="kyc-submitted-on" className="dsh-muted">Submitted on {formatDateTime(document.submittedAt)}</p>
      <p className="dsh-submission-file">
        <FileIcon />
        <span className="dsh-file-name">{document.fileName}</span>
        <span className="dsh-muted">{formatMegabytes(document.sizeBytes)}</span>
        <StatusBadge tone={STATUS[document.status].tone} status={document.status}>
          {STATUS[document.status].label}
        </StatusBadge>
      </p>
      {document.status === 'rejected' && notes && (
        <p id="kyc-reviewer-notes" className="dsh-notes">
          <strong>Reviewer notes:</strong> {notes}
        </p>
      )}
    </section>
  );
}
