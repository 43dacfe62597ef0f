import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { KYC_ACCEPT_ATTRIBUTE, KYC_MAX_MEGABYTES } from '@portal/contracts/web';
import { useServerText } from '@portal/web-core';
import { Alert, Field } from '@portal/web-core/ui';
import { FileIcon } from '../../../components/Icons';
import { formatMegabytes } from '../utils/format-megabytes';
import type { useSubmitKycDocument } from '../api/submit-kyc-document';
import { KYC_EXTENSIONS_TEXT, precheckKycFile, type KycFileProblem } from '../utils/precheck';
import { kycUploadErrorMessage } from '../utils/upload-error-message';
import { FileDropZone } from './FileDropZone';

const INPUT_ID = 'aml-certificate';

interface KycUploadFormProps {
  /** From the profile; empty when it could not be loaded (then nothing can be submitted). */
  grantNumber: string;
  submission: ReturnType<typeof useSubmitKycDocument>;
}

/**
 * The KYC submission form (spec 1 §2 "KYC submission screen", §5 "KYC"): the read-only grant number and
 * the AML certificate, checked in the browser before it is uploaded with progress.
 */
export function KycUploadForm({ grantNumber, submission }: KycUploadFormProps) {
  const [file, setFile] = useState<File | null>(null);
  const { t } = useTranslation();
  const serverText = useServerText();
  const [clientError, setClientError] = useState<KycFileProblem | null>(null);
  const busy = submission.isPending;
  const percent = submission.percent ?? 0;
  const grantMissing = !grantNumber;
  const error = clientError
    ? t(clientError, { megabytes: KYC_MAX_MEGABYTES })
    : submission.isError
      ? kycUploadErrorMessage(submission.error, t, serverText)
      : null;

  const choose = (next: File | null) => {
    setFile(next);
    submission.reset();
    setClientError(next ? precheckKycFile(next) : null);
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy || grantMissing) return;
    const problem = precheckKycFile(file);
    setClientError(problem);
    submission.reset();
    if (problem || !file) return;
    submission.mutate(file, {
      // After a successful submission the form clears, except the grant number.
      onSuccess: () => setFile(null),
    });
  };

  const describedBy = [`${INPUT_ID}-hint`, error ? 'kyc-error' : null].filter(Boolean).join(' ');

  return (
    <form id="kyc-form" className="dsh-kyc-form" noValidate onSubmit={onSubmit} aria-busy={busy || undefined}>
      <Field id="kyc-grant-number" label={t('kyc.grantNumber')}>
        <input
          id="kyc-grant-number"
          name="grantNumber"
          className="input"
          value={grantNumber}
          readOnly
          aria-invalid={grantMissing || undefined}
          aria-describedby={grantMissing ? 'kyc-grant-error' : undefined}
        />
        {grantMissing && (
          <div id="kyc-grant-error" className="alert alert-error dsh-field-alert" role="alert">
            {t('kyc.grantNumberMissing')}
          </div>
        )}
      </Field>

      <div className="field">
        <label htmlFor={INPUT_ID}>
          {t('kyc.amlCertificate')}{' '}
          <span className="dsh-required" aria-hidden="true">
            *
          </span>
        </label>
        <FileDropZone inputId={INPUT_ID} accept={KYC_ACCEPT_ATTRIBUTE} describedBy={describedBy} disabled={busy} invalid={!!clientError} onFile={choose} />
        <p id={`${INPUT_ID}-hint`} className="hint">
          {t('kyc.fileHint', { extensions: KYC_EXTENSIONS_TEXT, megabytes: KYC_MAX_MEGABYTES })}
        </p>
        {file && (
          <div id="kyc-selected-file" className="dsh-file">
            <FileIcon />
            <span className="dsh-file-name">{file.name}</span>
            <span className="dsh-file-size">{formatMegabytes(file.size)}</span>
            {!busy && (
              <button type="button" className="btn btn-outline btn-sm" onClick={() => choose(null)}>
                {t('kyc.remove')}
                <span className="visually-hidden"> {file.name}</span>
              </button>
            )}
          </div>
        )}
      </div>

      {error && (
        <Alert tone="error" id="kyc-error">
          {error}
        </Alert>
      )}

      {busy && (
        <div className="dsh-progress">
          <progress id="kyc-upload-progress" max={100} value={percent} aria-label={t('kyc.uploadProgress')} />
          <span aria-hidden="true">{percent}%</span>
        </div>
      )}

      <button id="kyc-submit" type="submit" className="btn btn-primary" disabled={busy || grantMissing}>
        {busy ? t('kyc.uploading', { percent }) : t('kyc.submitDocuments')}
      </button>
    </form>
  );
}
