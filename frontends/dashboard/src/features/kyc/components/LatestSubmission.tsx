import type { KycDocumentView } from '@portal/contracts';
import { FileIcon } from '../../../components/Icons';
import { formatDateTime, formatMegabytes } from '../../../lib/format';

const STATUS_LABEL: Record<KycDocumentView['status'], string> = {
  not_submitted: 'Not submitted',
  pending: 'Under review',
  approved: 'Approved',
  rejected: 'Rejected',
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
        <span className={`dsh-pill dsh-pill-${document.status}`}>{STATUS_LABEL[document.status]}</span>
      </p>
      {document.status === 'rejected' && notes && (
        <p id="kyc-reviewer-notes" className="dsh-notes">
          <strong>Reviewer notes:</strong> {notes}
        </p>
      )}
    </section>
  );
}
