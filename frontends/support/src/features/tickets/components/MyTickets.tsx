import { useState } from 'react';
import { TICKET_CATEGORY_LABELS } from '@portal/contracts';
import { useMyTickets } from '../api/tickets';
import { TicketDialog } from './TicketDialog';

const date = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium' });

/** My Tickets: newest first, each with its status, category and the message preview; opens the conversation. */
export function MyTickets() {
  const tickets = useMyTickets();
  const [open, setOpen] = useState<string | null>(null);
  return (
    <div aria-labelledby="sup-list-title">
      <h2 id="sup-list-title">My Tickets</h2>
      {tickets.isError ? (
        <div className="alert alert-error" role="alert">
          {tickets.error.message}
        </div>
      ) : !tickets.data ? (
        <p role="status">Loading tickets…</p>
      ) : tickets.data.length === 0 ? (
        <p>You have no support tickets yet.</p>
      ) : (
        <ul className="sup-list">
          {tickets.data.map((t) => (
            <li key={t.id} className="sup-item" data-testid="ticket-row">
              <button type="button" className="sup-item-button" onClick={() => setOpen(t.id)}>
                <span className="sup-item-head">
                  <strong>
                    #{t.number} {t.subject}
                  </strong>
                  <span className={`badge sup-status sup-status-${t.status}`}>{t.status.replace('_', ' ')}</span>
                </span>
                <span className="sup-preview">{t.preview}</span>
                <span className="sup-meta">
                  {TICKET_CATEGORY_LABELS[t.category]} · {date.format(new Date(t.createdAt))}
                  {t.lastReplyAt ? ' · new activity' : ''}
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
