import { useTranslation } from 'react-i18next';
import { formatFileSize, type ReportAttachmentView } from '@portal/contracts/web';

export interface AttachmentListProps {
  attachments: readonly ReportAttachmentView[];
  /** Opens (downloads) a file through its signed link; without it the names are plain text. */
  onOpen?: (attachmentId: string) => void;
  /** Removes a draft; without it no remove button is shown. */
  onRemove?: (attachmentId: string) => void;
  /** Disables the remove buttons while a removal runs. */
  busy?: boolean;
}

/** A report version's files (or a form's drafts): each name with its size, as a download and optionally with Remove. */
export function AttachmentList({ attachments, onOpen, onRemove, busy }: AttachmentListProps) {
  const { t } = useTranslation();
  if (attachments.length === 0) return null;
  return (
    <ul className="attachment-list" aria-label={t('grant.attachments')}>
      {attachments.map((file) => {
        const label = `${file.fileName} (${formatFileSize(file.sizeBytes)})`;
        return (
          <li key={file.id}>
            {onOpen ? (
              <button type="button" className="btn btn-outline btn-sm" onClick={() => onOpen(file.id)}>
                {label}
              </button>
            ) : (
              label
            )}
            {onRemove && (
              <button
                type="button"
                className="btn btn-outline btn-sm"
                disabled={busy}
                aria-label={t('grant.attachRemove', { name: file.fileName })}
                onClick={() => onRemove(file.id)}
              >
                ×
              </button>
            )}
          </li>
        );
      })}
    </ul>
  );
}
