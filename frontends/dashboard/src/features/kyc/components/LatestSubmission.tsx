import { useTranslation } from 'react-i18next';
import type { KycDocumentView, KycStatus } from '@portal/contracts/web';
import { useDateFormat } from '@portal/web-core';
import { StatusBadge, type BadgeTone } from '@portal/web-core/ui';
import { FileIcon } from '../../../components/Icons';
import { formatMegabytes } from '../utils/format-megabytes';

const STATUS = {
  not_submitted: { label: 'kyc.documentNotSubmitted', tone: 'neutral' },
  pending: { label: 'kyc.documentPending', tone: 'warning' },
  approved: { label: 'kyc.documentApproved', tone: 'success' },
  rejected: { label: 'kyc.documentRejected', tone: 'danger' },
} as const satisfies Record<KycStatus, { label: string; tone: BadgeTone }>;

/** The latest submission: when, which file, its review status and (when rejected) the reviewer's notes. */
export function LatestSubmission({ document }: { document: KycDocumentView }) {
  const { t } = useTranslation();
  const { formatDateTime } = useDateFormat();
  const notes = document.reviewerNotes?.trim();
  return (
    <section id="kyc-latest-submission" className="dsh-submission" aria-labelledby="kyc-latest-title">
      <h3 id="kyc-latest-title">{t('kyc.latestSubmission')}</h3>
      <p id="kyc-submitted-on" className="dsh-muted">
        {t('kyc.submittedOn', { date: formatDateTime(document.submittedAt) })}
      </p>
      <p className="dsh-submission-file">
        <FileIcon />
        <span className="dsh-file-name">{document.fileName}</span>
        <span className="dsh-muted">{formatMegabytes(document.sizeBytes)}</span>
        <StatusBadge tone={STATUS[document.status].tone} status={document.status}>
          {t(STATUS[document.status].label)}
        </StatusBadge>
      </p>
      {document.status === 'rejected' && notes && (
        <p id="kyc-reviewer-notes" className="dsh-notes">
          <strong>{t('kyc.reviewerNotes')}</strong> {notes}
        </p>
      )}
    </section>
  );
}
