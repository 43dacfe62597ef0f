import { useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Api, PAYOUT_ANSWER_MAX_CHARS, formatUsd, type PayoutBatchView } from '@portal/contracts/web';
import { formatDateTime, newIdempotencyKey, useMayCall } from '@portal/web-core';
import { Alert, DataTable, QueryStatus } from '@portal/web-core/ui';
import { downloadPain001, downloadReconciliationCsv, useCreatePayoutBatch, usePayoutBatches, useUploadBankAnswer } from '../api/payout-batches';

const newKey = () => newIdempotencyKey();

/** A file's text (UTF-8), read as the browser reads any file the user picks. */
function readText(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('The file could not be read'));
    reader.readAsText(file);
  });
}

/** Payouts tab: create a batch of the processing bank withdrawals, download its pain.001 and report, upload the bank's answer. */
export function PayoutsTab() {
  const { t } = useTranslation();
  const batches = usePayoutBatches();
  const create = useCreatePayoutBatch();
  const upload = useUploadBankAnswer();
  // The writes are offered to the roles that may make them (the auditor reads and downloads only).
  const mayCreate = useMayCall(Api.adminPayouts.createBatch);
  const mayUpload = useMayCall(Api.adminPayouts.uploadAnswer);
  // One key per intended batch: a retried click sends the same key and gets the same batch.
  const [key, setKey] = useState(newKey);
  const [notice, setNotice] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);

  const start = () => {
    setNotice(null);
    setError(null);
  };
  const createBatch = () => {
    start();
    create.mutate(key, {
      onSuccess: ({ batch }) => {
        setKey(newKey());
        setNotice(t('adminPayouts.created', { messageId: batch.messageId, count: batch.itemCount }));
      },
      onError: (e) => setError(e.message),
    });
  };
  const uploadFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    start();
    if (file.size > PAYOUT_ANSWER_MAX_CHARS * 4) return setError(t('adminPayouts.fileTooLarge'));
    const document = await readText(file);
    if (document.length > PAYOUT_ANSWER_MAX_CHARS) return setError(t('adminPayouts.fileTooLarge'));
    upload.mutate(
      { document, fileName: file.name },
      {
        onSuccess: (r) =>
          setNotice(
            r.duplicate
              ? t('adminPayouts.duplicate')
              : t('adminPayouts.uploaded', { completed: r.completed, failed: r.failed, unchanged: r.unchanged, unmatched: r.unmatched.length }),
          ),
        onError: (e) => setError(e.message),
      },
    );
  };
  const download = (work: Promise<void>) => {
    start();
    work.catch((e: Error) => setError(e.message));
  };

  const columns = [
    t('adminPayouts.messageId'),
    t('adminPayouts.createdAt'),
    t('adminPayouts.count'),
    t('adminPayouts.total'),
    t('adminPayouts.status'),
    t('adminPayouts.actions'),
  ];
  return (
    <section aria-labelledby="adm-payouts-title">
      <div className="adm-section-head">
        <h2 id="adm-payouts-title">{t('adminPayouts.title')}</h2>
        {mayCreate && (
          <button type="button" className="btn btn-primary btn-sm" onClick={createBatch} disabled={create.isPending}>
            {create.isPending ? t('adminPayouts.creating') : t('adminPayouts.createBatch')}
          </button>
        )}
      </div>
      <p>{t('adminPayouts.intro')}</p>
      {mayUpload && (
        <div className="adm-filters">
          <label>
            {t('adminPayouts.uploadLabel')}{' '}
            <input type="file" accept=".xml,application/xml,text/xml" onChange={(e) => void uploadFile(e)} disabled={upload.isPending} />
          </label>
          {upload.isPending && <span role="status">{t('adminPayouts.uploading')}</span>}
        </div>
      )}
      {notice && <Alert tone="success">{notice}</Alert>}
      {error && <Alert tone="error">{error}</Alert>}
      <QueryStatus query={batches} loading={t('adminPayouts.loading')} />
      {batches.data && batches.data.length === 0 && <p className="adm-empty">{t('adminPayouts.empty')}</p>}
      {batches.data && batches.data.length > 0 && (
        <DataTable
          label={t('adminPayouts.listLabel')}
          columns={columns}
          rows={batches.data}
          renderRow={(b: PayoutBatchView) => (
            <tr key={b.id}>
              <td data-label={columns[0]}>{b.messageId}</td>
              <td data-label={columns[1]}>{formatDateTime(b.createdAt)}</td>
              <td data-label={columns[2]}>{b.itemCount}</td>
              <td data-label={columns[3]}>{formatUsd(b.totalCents)}</td>
              <td data-label={columns[4]}>{t(`adminPayouts.status_${b.status}`)}</td>
              <td data-label={columns[5]}>
                <button
                  type="button"
                  className="btn btn-outline btn-sm"
                  aria-label={t('adminPayouts.downloadPain001For', { messageId: b.messageId })}
                  onClick={() => download(downloadPain001(b))}
                >
                  {t('adminPayouts.downloadPain001')}
                </button>{' '}
                <button
                  type="button"
                  className="btn btn-outline btn-sm"
                  aria-label={t('adminPayouts.downloadReportFor', { messageId: b.messageId })}
                  onClick={() => download(downloadReconciliationCsv(b))}
                >
                  {t('adminPayouts.downloadReport')}
                </button>
              </td>
            </tr>
          )}
        />
      )}
    </section>
  );
}
