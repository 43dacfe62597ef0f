import { useState, type FormEvent, type KeyboardEvent } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { TICKET_CATEGORY_LABELS, TICKET_MESSAGE_LABELS, TICKET_MESSAGE_MAX, TicketMessages, ticketIsActive } from '@portal/contracts';
import { isApiError } from '@portal/contracts';
import { Alert, Dialog, Field } from '@portal/web-core/ui';
import { replyToTicket, ticketKeys, useTicket } from '../api/tickets';

const dateTime = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });

/** The conversation of one ticket, with the user's reply box while it is open or in progress (spec 2 §2.8). */
export function TicketDialog({ id, onClose }: { id: string; onClose: () => void }) {
  const queryClient = useQueryClient();
  const ticket = useTicket(id);
  const [reply, setReply] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const send = async (event?: FormEvent) => {
    event?.preventDefault();
    if (!reply.trim() || busy) return;
    setBusy(true);
    setError(null);
    try {
      const updated = await replyToTicket(id, reply.trim());
      queryClient.setQueryData(ticketKeys.detail(id), updated);
      void queryClient.invalidateQueries({ queryKey: ticketKeys.list });
      setReply('');
    } catch (err) {
      setError(isApiError(err) && err.statusCode > 0 ? err.message : TicketMessages.network);
    } finally {
      setBusy(false);
    }
  };

  // Enter sends, Shift+Enter starts a new line.
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey) {
      event.preventDefault();
      void send();
    }
  };

  const t = ticket.data;
  return (
    <Dialog labelledBy="sup-ticket-title" onClose={onClose} className="sup-dialog">
      <div className="sup-dialog-head">
        <h2 id="sup-ticket-title">{t ? `#${t.number} ${t.subject}` : 'Ticket'}</h2>
        <button type="button" className="btn btn-outline btn-sm" onClick={onClose}>
          Close
        </button>
      </div>
      {ticket.isError ? (
        <div className="alert alert-error" role="alert">
          {TicketMessages.fetchFailed}
        </div>
      ) : !t ? (
        <p role="status">Loading ticket…</p>
      ) : (
        <>
          <p className="sup-meta">
            <span className={`badge sup-status sup-status-${t.status}`}>{t.status.replace('_', ' ')}</span> {TICKET_CATEGORY_LABELS[t.category]} · priority{' '}
            {t.priority}
          </p>
          <ol className="sup-conversation" aria-label="Conversation">
            {t.messages.map((m) => (
              <li key={m.id} className={`sup-message sup-message-${m.authorRole}`} data-testid="ticket-message">
                {TICKET_MESSAGE_LABELS[m.kind] && <p className="sup-label">--- {TICKET_MESSAGE_LABELS[m.kind]} ---</p>}
                <p className="sup-body">{m.body}</p>
                <time dateTime={m.createdAt} className="sup-time">
                  {dateTime.format(new Date(m.createdAt))}
                </time>
              </li>
            ))}
          </ol>
          {ticketIsActive(t.status) && (
            <form onSubmit={(e) => void send(e)} noValidate>
              <Field id="sup-reply" label="Your reply">
                <textarea
                  id="sup-reply"
                  className="input"
                  rows={3}
                  maxLength={TICKET_MESSAGE_MAX}
                  value={reply}
                  onChange={(e) => setReply(e.target.value)}
                  onKeyDown={onKeyDown}
                />
              </Field>
              {error && <Alert tone="error">{error}</Alert>}
              <button type="submit" className="btn btn-primary" disabled={!reply.trim() || busy} aria-busy={busy || undefined}>
                {busy ? 'Sending…' : 'Send Reply'}
              </button>
            </form>
          )}
        </>
      )}
    </Dialog>
  );
}
