import { useState, type ChangeEvent, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { REPORT_ATTACHMENT_ACCEPT, REPORT_ATTACHMENT_LIMITS, REPORT_ATTACHMENT_MAX_MEGABYTES, type MilestoneView } from '@portal/contracts/web';
import { useServerText } from '@portal/web-core';
import { Alert, AttachmentList, Field, fieldAria } from '@portal/web-core/ui';
import type { useSubmitReport } from '../api/my-grant';
import { useDraftAttachments, useRemoveAttachment, useUploadAttachment } from '../api/report-attachments';
import { attachmentPrecheck } from '../utils/attachment-precheck';

/**
 * The progress report of one milestone: the narrative, one figure and up to five files; after changes were requested,
 * the revision starts from the last version. Files are uploaded as the milestone's drafts as soon as they are picked
 * (and may be removed until the report is sent); the submission names them, and they become the new version's.
 * `submit` belongs to the milestone, whose confirmation outlives this form.
 */
export function ReportForm({ milestone, submit }: { milestone: MilestoneView; submit: ReturnType<typeof useSubmitReport> }) {
  const { t } = useTranslation();
  const serverText = useServerText();
  const last = milestone.report?.versions.at(-1);
  const [narrative, setNarrative] = useState(last?.narrative ?? '');
  const [label, setLabel] = useState(last?.figures[0]?.label ?? '');
  const [value, setValue] = useState(last?.figures[0] ? String(last.figures[0].value) : '');
  const [fileError, setFileError] = useState<string | null>(null);
  const drafts = useDraftAttachments(milestone.id);
  const upload = useUploadAttachment(milestone.id);
  const remove = useRemoveAttachment(milestone.id);
  const files = drafts.data ?? [];
  const full = files.length >= REPORT_ATTACHMENT_LIMITS.maxPerVersion;
  const idPrefix = `report-${milestone.id}`;
  const fileId = `${idPrefix}-file`;
  const hintId = `${fileId}-hint`;

  const onPick = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    // The same file may be picked again after a refusal.
    event.target.value = '';
    if (!file) return;
    const problem = attachmentPrecheck(file);
    setFileError(problem ? serverText(problem) : null);
    if (!problem) upload.mutate(file, { onError: (error) => setFileError(serverText(error.message)) });
  };

  const onRemove = (id: string) => remove.mutate(id, { onError: (error) => setFileError(serverText(error.message)) });

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const figure = label.trim() && value.trim() !== '' && Number.isFinite(Number(value)) ? [{ label: label.trim(), value: Number(value) }] : [];
    submit.mutate({ narrative, figures: figure, attachmentIds: files.map((f) => f.id) });
  };

  return (
    <form onSubmit={onSubmit} aria-label={milestone.title}>
      <Field id={`${idPrefix}-narrative`} label={t('grant.narrative')} required>
        <textarea id={`${idPrefix}-narrative`} value={narrative} onChange={(e) => setNarrative(e.target.value)} required rows={4} />
      </Field>
      <Field id={`${idPrefix}-label`} label={t('grant.figureLabel')}>
        <input id={`${idPrefix}-label`} value={label} onChange={(e) => setLabel(e.target.value)} />
      </Field>
      <Field id={`${idPrefix}-value`} label={t('grant.figureValue')}>
        <input id={`${idPrefix}-value`} inputMode="decimal" value={value} onChange={(e) => setValue(e.target.value)} />
      </Field>
      <Field id={fileId} label={t('grant.attachFile')} error={fileError}>
        <input
          id={fileId}
          type="file"
          accept={REPORT_ATTACHMENT_ACCEPT}
          disabled={upload.isPending || full}
          onChange={onPick}
          {...fieldAria(fileId, { error: fileError, hintId })}
        />
        <span id={hintId} className="hint">
          {t('grant.attachRules', { megabytes: REPORT_ATTACHMENT_MAX_MEGABYTES, max: REPORT_ATTACHMENT_LIMITS.maxPerVersion })}
        </span>
      </Field>
      {upload.isPending && <p role="status">{t('grant.attachUploading', { name: upload.variables?.name })}</p>}
      {files.length > 0 && <p>{t('grant.attachWaiting')}</p>}
      <AttachmentList attachments={files} onRemove={onRemove} busy={remove.isPending} />
      {submit.error && <Alert tone="error">{serverText(submit.error.message)}</Alert>}
      <button type="submit" className="btn btn-primary" disabled={submit.isPending || upload.isPending}>
        {milestone.report ? t('grant.revise') : t('grant.submit')}
      </button>
    </form>
  );
}
