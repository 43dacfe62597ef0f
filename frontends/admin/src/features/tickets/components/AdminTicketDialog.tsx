import { useId, useState, type KeyboardEvent } from 'react';
import { useForm } from 'react-hook-form';
import {
  Api,
  TICKET_CATEGORY_LABELS,
  TICKET_MESSAGE_LABELS,
  TICKET_MESSAGE_MAX,
  DEFAULT_RESOLVE_NOTES,
  UNKNOWN_USER,
  maskAccountNumber,
  type AdminTicketDetail,
} from '@portal/contracts/web';
import { TicketReplyBodySchema } from '@portal/contracts/schemas';
import { formatDateTime, formatStatus, useMayCall } from '@portal/web-core';
import { Alert, Dialog, DialogHeader, Field, QueryStatus, fieldAria } from '@portal/web-core/ui';
import { useAdminTicket, useCloseTicket, useReplyToTicket, useResolveTicket } from '../api/admin-tickets';
import { ticketActionFailed, ticketLoadFailed } from '../utils/ticket-errors';

/** Who wrote the ticket: name, e-mail, grant and account (null once the profile is erased). */
function Requester({ requester }: { requester: AdminTicketDetail['requester'] }) {
  if (!requester) {
    return (
      <>
        <dt>Requester</dt>
        <dd>{UNKNOWN_USER}</dd>
      </>
    );
  }
  return (
    <>
      <dt>Requester</dt>
      <dd>{requester.fullName}</dd>
      <dt>E-mail</dt>
      <dd className="adm-break">{requester.email}</dd>
      <dt>Grant</dt>
      <dd>{requester.grantTitle ? `${requester.grantTitle} (${requester.grantNumber})` : requester.grantNumber}</dd>
      <dt>Account</dt>
      <dd className="adm-mono">{maskAccountNumber(requester.accountNumber)}</dd>
    </>
  );
}

/** A question asked in place before a final step, with Cancel and the step's own button. */
function InlineConfirm(props: {
  label: string;
  question: string;
  confirm: string;
  tone: 'btn-primary' | 'btn-danger';
  busy: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}) {
  return (
    <div role="alertdialog" aria-label={props.label}>
      <p>{props.question}</p>
      <button type="button" className="btn btn-outline" onClick={props.onCancel}>
        Cancel
      </button>
      <button type="button" className={`btn ${props.tone}`} disabled={props.busy} onClick={props.onConfirm}>
        {props.confirm}
      </button>
    </div>
  );
}

/**
 * The admin ticket modal (spec 2 §2.9): details with the requester, the conversation, a reply box where
 * Enter without Shift sends (Shift+Enter starts a new line), Resolve with notes and Close Ticket, each
 * after a confirmation. Failures show the spec's admin ticket texts (§8).
 */
export function AdminTicketDialog({ ticketId, onClose }: { ticketId: string; onClose: () => void }) {
  const titleId = useId();
  const replyId = `${titleId}-reply`;
  const query = useAdminTicket(ticketId);
  const reply = useReplyToTicket(ticketId);
  const resolve = useResolveTicket(ticketId);
  const close = useCloseTicket(ticketId);
  // Answering, resolving and closing are offered to the roles that may do them (the auditor reads the ticket).
  const mayReply = useMayCall(Api.admin.replyToTicket);
  const mayResolve = useMayCall(Api.admin.resolveTicket);
  const mayClose = useMayCall(Api.admin.setTicketStatus);
  const [confirmClose, setConfirmClose] = useState(false);
  const [confirmResolve, setConfirmResolve] = useState(false);
  const [done, setDone] = useState<string | null>(null);
  const [replyError, setReplyError] = useState<string | null>(null);
  const replyForm = useForm<{ message: string }>({ defaultValues: { message: '' } });
  const resolveForm = useForm<{ notes: string }>({ defaultValues: { notes: '' } });
  const t = query.data;
  const finished = t?.status === 'resolved' || t?.status === 'closed';
  const error = reply.error
    ? ticketActionFailed('reply', reply.error)
    : resolve.error
      ? ticketActionFailed('resolve', resolve.error)
      : close.error
        ? ticketActionFailed('close', close.error)
        : null;

  const sendReply = replyForm.handleSubmit(({ message }) => {
    // The contract's rule for a reply (the gateway refuses the same); an empty one is marked beside the box.
    const checked = TicketReplyBodySchema.safeParse({ message });
    if (!checked.success) {
      setReplyError(checked.error.issues[0]?.message ?? null);
      document.getElementById(replyId)?.focus();
      return;
    }
    setReplyError(null);
    reply.mutate(checked.data.message, {
      onSuccess: () => {
        replyForm.reset();
        setDone('Reply sent.');
      },
    });
  });
  const onReplyKey = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey) {
      event.preventDefault();
      void sendReply();
    }
  };

  return (
    <Dialog labelledBy={titleId} onClose={onClose} className="adm-dialog-wide">
      <DialogHeader titleId={titleId} title={t ? `Ticket #${t.number}: ${t.subject}` : 'Ticket'} onClose={onClose} />
      <QueryStatus query={query} loading="Loading the ticket…" errorText={ticketLoadFailed} />
      {t && (
        <>
          <dl className="detail-list">
            <dt>Status</dt>
            <dd data-testid="ticket-status">{formatStatus(t.status)}</dd>
            <dt>Category</dt>
            <dd>{TICKET_CATEGORY_LABELS[t.category]}</dd>
            <dt>Priority</dt>
            <dd>{formatStatus(t.priority)}</dd>
            <dt>Created</dt>
            <dd>{formatDateTime(t.createdAt)}</dd>
            <Requester requester={t.requester} />
          </dl>
          <h3>Conversation</h3>
          <ol className="adm-stack" aria-label="Conversation">
            {t.messages.map((m) => (
              <li key={m.id}>
                {TICKET_MESSAGE_LABELS[m.kind] && <div className="muted">--- {TICKET_MESSAGE_LABELS[m.kind]} ---</div>}
                <div>{m.body}</div>
                <div className="muted">
                  {m.authorRole === 'admin' ? 'Admin' : 'Recipient'} · {formatDateTime(m.createdAt)}
                </div>
              </li>
            ))}
          </ol>
          {done && <Alert tone="success">{done}</Alert>}
          {error && <Alert tone="error">{error}</Alert>}
          {!finished && (
            <>
              {mayReply && (
                <form onSubmit={(e) => void sendReply(e)} noValidate>
                  <Field id={replyId} label="Reply" required error={replyError}>
                    <textarea
                      id={replyId}
                      className="input"
                      rows={3}
                      maxLength={TICKET_MESSAGE_MAX}
                      placeholder="Type your reply (Enter sends, Shift+Enter for a new line)"
                      onKeyDown={onReplyKey}
                      {...replyForm.register('message', { onChange: () => setReplyError(null) })}
                      {...fieldAria(replyId, { error: replyError, required: true })}
                    />
                  </Field>
                  <button type="submit" className="btn btn-navy" disabled={reply.isPending}>
                    {reply.isPending ? 'Sending…' : 'Send Reply'}
                  </button>
                </form>
              )}
              {mayResolve && (
                <form onSubmit={(e) => void resolveForm.handleSubmit(() => setConfirmResolve(true))(e)}>
                  <label className="field">
                    <span className="label">Resolution notes</span>
                    <textarea
                      className="input"
                      rows={2}
                      maxLength={TICKET_MESSAGE_MAX}
                      placeholder={DEFAULT_RESOLVE_NOTES}
                      {...resolveForm.register('notes')}
                    />
                  </label>
                  {confirmResolve ? (
                    <InlineConfirm
                      label="Resolve ticket"
                      question="Resolve this ticket? The recipient is told it is resolved, and it can no longer be answered."
                      confirm="Yes, Resolve Ticket"
                      tone="btn-primary"
                      busy={resolve.isPending}
                      onCancel={() => setConfirmResolve(false)}
                      onConfirm={() =>
                        resolve.mutate(resolveForm.getValues('notes').trim() || undefined, {
                          onSuccess: () => {
                            setConfirmResolve(false);
                            setDone('Ticket resolved.');
                          },
                        })
                      }
                    />
                  ) : (
                    <button type="submit" className="btn btn-primary">
                      Resolve
                    </button>
                  )}
                </form>
              )}
            </>
          )}
          {/* Resolved and closed are final (the support service refuses any change): Close Ticket is for open tickets. */}
          {!finished && mayClose && (
            <div className="adm-actions">
              {confirmClose ? (
                <InlineConfirm
                  label="Close ticket"
                  question="Close this ticket? A closed ticket cannot be reopened or answered."
                  confirm="Yes, Close Ticket"
                  tone="btn-danger"
                  busy={close.isPending}
                  onCancel={() => setConfirmClose(false)}
                  onConfirm={() =>
                    close.mutate(undefined, {
                      onSuccess: () => {
                        setConfirmClose(false);
                        setDone('Ticket closed.');
                      },
                    })
                  }
                />
              ) : (
                <button type="button" className="btn btn-danger" onClick={() => setConfirmClose(true)}>
                  Close Ticket
                </button>
              )}
            </div>
          )}
        </>
      )}
    </Dialog>
  );
}
