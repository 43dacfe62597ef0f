import { useState, type FormEvent, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useQueryClient } from '@tanstack/react-query';
import { TICKET_MESSAGE_MAX, ticketIsActive, type TicketMessageView } from '@portal/contracts/web';
import { useDateFormat, useServerText, useStatusText } from '@portal/web-core';
import { isApiError } from '@portal/contracts/web';
import { Alert, Dialog, Field } from '@portal/web-core/ui';
import { replyToTicket, ticketKeys, useTicket } from '../api/tickets';

/** The line above a message that is not the ticket's first (spec: User Reply, Admin Reply, Admin Update, Resolved). */
const LABEL_KEY = {
  original: null,
  user_reply: 'support.label_user_reply',
  admin_reply: 'support.label_admin_reply',
  admin_update: 'support.label_admin_update',
  resolved: 'support.label_resolved',
} as const satisfies Record<TicketMessageView['kind'], string | null>;

/** The conversation of one ticket, with the user's reply box while it is open or in progress (spec 2 §2.8). */
export function TicketDialog({ id, onClose }: { id: string; onClose: () => void }) {
  const { t: tr } = useTranslation();
  const { formatDateTime } = useDateFormat();
  const statusText = useStatusText();
  const serverText = useServerText();
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
      setError(isApiError(err) && err.statusCode > 0 ? serverText(err.message) : tr('support.network'));
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
        <h2 id="sup-ticket-title">{t ? `#${t.number} ${t.subject}` : tr('support.ticket')}</h2>
        <button type="button" className="btn btn-outline btn-sm" onClick={onClose}>
          {tr('common.close')}
        </button>
      </div>
      {ticket.isError ? (
        <div className="alert alert-error" role="alert">
          {tr('support.fetchFailed')}
        </div>
      ) : !t ? (
        <p role="status">{tr('support.loadingTicket')}</p>
      ) : (
        <>
          <p className="sup-meta">
            <span className={`badge sup-status sup-status-${t.status}`}>{statusText(t.status)}</span> {tr(`support.category_${t.category}`)} ·{' '}
            {tr('support.priority', { priority: tr(`support.priority_${t.priority}`) })}
          </p>
          <ol className="sup-conversation" aria-label={tr('support.conversation')}>
            {t.messages.map((m) => {
              const label = LABEL_KEY[m.kind];
              return (
                <li key={m.id} className={`sup-message sup-message-${m.authorRole}`} data-testid="ticket-message">
                  {label && <p className="sup-label">--- {tr(label)} ---</p>}
                  <p className="sup-body">{m.body}</p>
                  <time dateTime={m.createdAt} className="sup-time">
                    {formatDateTime(m.createdAt)}
                  </time>
                </li>
              );
            })}
          </ol>
          {ticketIsActive(t.status) && (
            <form onSubmit={(e) => void send(e)} noValidate>
              <Field id="sup-reply" label={tr('support.yourReply')}>
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
                {busy ? tr('support.sending') : tr('support.sendReply')}
              </button>
            </form>
          )}
        </>
      )}
    </Dialog>
  );
}
