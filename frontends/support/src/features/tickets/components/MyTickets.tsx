import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDateFormat, useServerText, useStatusText } from '@portal/web-core';
import { useMyTickets } from '../api/tickets';
import { TicketDialog } from './TicketDialog';

/** My Tickets: newest first, each with its status, category and the message preview; opens the conversation. */
export function MyTickets() {
  const { t } = useTranslation();
  const { formatDate } = useDateFormat();
  const statusText = useStatusText();
  const serverText = useServerText();
  const tickets = useMyTickets();
  const [open, setOpen] = useState<string | null>(null);
  return (
    <div aria-labelledby="sup-list-title">
      <h2 id="sup-list-title">{t('support.tabTickets')}</h2>
      {tickets.isError ? (
        <div className="alert alert-error" role="alert">
          {serverText(tickets.error.message)}
        </div>
      ) : !tickets.data ? (
        <p role="status">{t('support.loadingTickets')}</p>
      ) : tickets.data.length === 0 ? (
        <p>{t('support.noTickets')}</p>
      ) : (
        <ul className="sup-list">
          {tickets.data.map((ticket) => (
            <li key={ticket.id} className="sup-item" data-testid="ticket-row">
              <button type="button" className="sup-item-button" onClick={() => setOpen(ticket.id)}>
                <span className="sup-item-head">
                  <strong>
                    #{ticket.number} {ticket.subject}
                  </strong>
                  <span className={`badge sup-status sup-status-${ticket.status}`}>{statusText(ticket.status)}</span>
                </span>
                <span className="sup-preview">{ticket.preview}</span>
                <span className="sup-meta">
                  {t(`support.category_${ticket.category}`)} · {formatDate(ticket.createdAt)}
                  {ticket.lastReplyAt ? ` · ${t('support.newActivity')}` : ''}
                </span>
              </button>
            </li>
          ))}
        </ul>
      )}
      {open && <TicketDialog id={open} onClose={() => setOpen(null)} />}
    </div>
  );
}
