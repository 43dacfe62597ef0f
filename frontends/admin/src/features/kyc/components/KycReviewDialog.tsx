import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Api, KycAdminMessages, type ApiError, type KycRequestView } from '@portal/contracts/web';
import { formatDateTime, formatStatus, useMayCall } from '@portal/web-core';
import { Alert, DataTable, Dialog, DialogHeader, QueryStatus } from '@portal/web-core/ui';
import { failureText } from '../../../lib/failure-text';
import { useDocumentLink, useKycDecision, useKycHistory, useKycNotes, useKycRequests, useKycReset } from '../api/kyc-queries';
import { KycStatusBadge } from './KycStatusBadge';
import { AdminTabs } from '../../../components/AdminTabs';

const TABS = [
  { id: 'review', label: 'Review & Actions' },
  { id: 'document', label: 'Document View' },
  { id: 'history', label: 'History & Details' },
] as const;
type Tab = (typeof TABS)[number]['id'];

/** The review dialog of one KYC request (spec 2 §2.9). */
export function KycReviewDialog({ request, onClose }: { request: KycRequestView; onClose: () => void }) {
  const baseId = useId();
  const titleId = `${baseId}-title`;
  const [tab, setTab] = useState<Tab>('review');
  // The row as it is now (after a decision the list is read again).
  const all = useKycRequests(undefined);
  const current = all.data?.find((r) => r.userId === request.userId) ?? request;
  return (
    <Dialog labelledBy={titleId} onClose={onClose} className="adm-dialog-wide">
      <DialogHeader titleId={titleId} title={`KYC review: ${current.fullName}`} onClose={onClose} />
      <AdminTabs label="KYC review" tabs={TABS} selected={tab} onSelect={setTab} idPrefix={baseId}>
        {tab === 'review' && <ReviewPanel request={current} />}
        {tab === 'document' && <DocumentPanel request={current} />}
        {tab === 'history' && <HistoryPanel request={current} />}
      </AdminTabs>
    </Dialog>
  );
}

function ReviewPanel({ request: r }: { request: KycRequestView }) {
  const decision = useKycDecision();
  const notes = useKycNotes();
  const reset = useKycReset();
  // The decisions are offered to the roles that may make them (the auditor reads the request and its history).
  const mayAct = useMayCall(Api.admin.kycDecide);
  const [done, setDone] = useState<string | null>(null);
  const form = useForm<{ notes: string }>({ values: { notes: r.document?.reviewerNotes ?? '' } });
  const error = (decision.error ?? notes.error ?? reset.error) as ApiError | null;
  const busy = decision.isPending || notes.isPending || reset.isPending;
  const canDecide = r.kycStatus === 'pending' && r.document?.status === 'pending';

  const decide = (choice: 'approved' | 'rejected') =>
    form.handleSubmit(({ notes: text }) =>
      decision.mutate(
        { userId: r.userId, decision: choice, notes: text.trim() || undefined },
        { onSuccess: () => setDone(choice === 'approved' ? 'KYC approved.' : 'KYC rejected.') },
      ),
    )();

  return (
    <>
      <dl className="detail-list">
        <dt>Name</dt>
        <dd>{r.fullName}</dd>
        <dt>E-mail</dt>
        <dd>{r.email}</dd>
        <dt>Account number</dt>
        <dd>{r.accountNumber}</dd>
        <dt>Account status</dt>
        <dd>{formatStatus(r.accountStatus)}</dd>
        <dt>Grant number</dt>
        <dd>{r.grantAwardNumber}</dd>
        <dt>KYC status</dt>
        <dd>
          <KycStatusBadge status={r.kycStatus} />
        </dd>
        <dt>Submitted</dt>
        <dd>{r.document ? formatDateTime(r.document.submittedAt) : '—'}</dd>
        <dt>Reviewed</dt>
        <dd>{r.document?.reviewedAt ? formatDateTime(r.document.reviewedAt) : '—'}</dd>
      </dl>
      <form onSubmit={(e) => e.preventDefault()}>
        <label className="field">
          <span className="label">Reviewer notes</span>
          <textarea className="input" rows={3} maxLength={2000} {...form.register('notes')} disabled={!r.document} />
        </label>
        {done && <Alert tone="success">{done}</Alert>}
        {error && <Alert tone="error">{failureText(KycAdminMessages.statusFailed, error)}</Alert>}
        {mayAct && (
          <div className="adm-actions">
            <button type="button" className="btn btn-primary" disabled={!canDecide || busy} onClick={() => decide('approved')}>
              Approve
            </button>
            <button type="button" className="btn btn-danger" disabled={!canDecide || busy} onClick={() => decide('rejected')}>
              Reject
            </button>
            <button
              type="button"
              className="btn btn-outline"
              disabled={!r.document || busy}
              onClick={() =>
                void form.handleSubmit(({ notes: text }) =>
                  notes.mutate({ documentId: r.document!.id, notes: text }, { onSuccess: () => setDone('Notes saved.') }),
                )()
              }
            >
              Save Notes
            </button>
            <button
              type="button"
              className="btn btn-outline"
              disabled={r.kycStatus === 'pending' || r.kycStatus === 'not_submitted' || busy}
              onClick={() => reset.mutate({ userId: r.userId }, { onSuccess: () => setDone('KYC reset to pending.') })}
            >
              Reset to Pending
            </button>
          </div>
        )}
      </form>
    </>
  );
}

function DocumentPanel({ request: r }: { request: KycRequestView }) {
  const doc = r.document;
  const link = useDocumentLink(doc?.id);
  const [imageFailed, setImageFailed] = useState(false);
  if (!doc) return <p>No document has been submitted.</p>;
  const inlineUrl = link.data ? `${link.data.url}?disposition=inline` : null;
  return (
    <>
      <p>
        {doc.fileName} · {doc.contentType} · {(doc.sizeBytes / 1024).toFixed(1)} KB
      </p>
      <QueryStatus query={link} loading="Opening the document…" errorText={(e) => failureText(KycAdminMessages.documentFailed, e)} />
      {link.data && inlineUrl && (
        <>
          {doc.contentType === 'application/pdf' ? (
            <iframe title={`Document ${doc.fileName}`} src={inlineUrl} className="adm-document-frame" />
          ) : doc.contentType.startsWith('image/') ? (
            <>
              {imageFailed && <Alert tone="error">{KycAdminMessages.imageFailed}</Alert>}
              <img alt={`Document ${doc.fileName}`} src={inlineUrl} className="adm-document-image" onError={() => setImageFailed(true)} />
            </>
          ) : (
            <p>This file type cannot be shown in the page; download it to open it.</p>
          )}
          <div className="adm-actions">
            <a className="btn btn-navy" href={link.data.url} download={doc.fileName}>
              Download
            </a>
            <span className="muted">The link is valid until {formatDateTime(link.data.expiresAt)}.</span>
          </div>
        </>
      )}
    </>
  );
}

function HistoryPanel({ request: r }: { request: KycRequestView }) {
  const history = useKycHistory(r.userId);
  return (
    <>
      <QueryStatus query={history} loading="Loading the history…" />
      {history.data && (
        <>
          <h3>Submissions</h3>
          <ul aria-label="Submissions">
            {history.data.documents.map((d) => (
              <li key={d.id}>
                {formatDateTime(d.submittedAt)}: {d.fileName}, {formatStatus(d.status)}
                {d.reviewerNotes ? ` (notes: ${d.reviewerNotes})` : ''}
              </li>
            ))}
          </ul>
          <h3>Audit trail</h3>
          <DataTable
            label="Audit trail"
            columns={['When', 'Event', 'Action', 'By']}
            rows={history.data.entries}
            renderRow={(e) => (
              <tr key={e.id}>
                <td>{formatDateTime(e.createdAt)}</td>
                <td>{e.eventType}</td>
                <td>{e.action}</td>
                <td>{e.adminId ? 'admin' : 'recipient'}</td>
              </tr>
            )}
          />
        </>
      )}
    </>
  );
}
