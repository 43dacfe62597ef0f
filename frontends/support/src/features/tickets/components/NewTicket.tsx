import { useState, type FormEvent } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { TICKET_CATEGORIES, TICKET_CATEGORY_LABELS, TICKET_MESSAGE_MAX, TICKET_SUBJECT_MAX, TicketMessages, type TicketCategory } from '@portal/contracts';
import { isApiError } from '@portal/contracts';
import { Field } from '@portal/web-core/ui';
import { createTicket, ticketKeys } from '../api/tickets';

/** New Ticket (spec 2 §2.8, §5): subject, category and message; the new ticket starts open with priority medium. */
export function NewTicket() {
  const queryClient = useQueryClient();
  const [subject, setSubject] = useState('');
  const [category, setCategory] = useState<TicketCategory>('general');
  const [message, setMessage] = useState('');
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState<{ kind: 'success' | 'error'; text: string } | null>(null);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (!subject.trim() || !message.trim()) {
      setNotice({ kind: 'error', text: TicketMessages.requiredFields });
      return;
    }
    setBusy(true);
    setNotice(null);
    try {
      const ticket = await createTicket({ subject: subject.trim(), message: message.trim(), category });
      setNotice({ kind: 'success', text: TicketMessages.created(ticket.number) });
      setSubject('');
      setMessage('');
      setCategory('general');
      void queryClient.invalidateQueries({ queryKey: ticketKeys.all });
    } catch (error) {
      const text = !isApiError(error)
        ? TicketMessages.createFailed
        : error.statusCode === 0
          ? TicketMessages.network
          : error.statusCode === 401
            ? TicketMessages.loginToSubmit
            : error.statusCode === 400
              ? error.message
              : TicketMessages.createFailed;
      setNotice({ kind: 'error', text });
    } finally {
      setBusy(false);
    }
  };

  return (
    <form onSubmit={(e) => void onSubmit(e)} noValidate aria-labelledby="sup-new-title">
      <h2 id="sup-new-title">New Ticket</h2>
      <Field id="sup-subject" label="Subject">
        <input id="sup-subject" className="input" maxLength={TICKET_SUBJECT_MAX} value={subject} onChange={(e) => setSubject(e.target.value)} />
      </Field>
      <Field id="sup-category" label="Category">
        <select id="sup-category" className="select" value={category} onChange={(e) => setCategory(e.target.value as TicketCategory)}>
          {TICKET_CATEGORIES.map((c) => (
            <option key={c} value={c}>
              {TICKET_CATEGORY_LABELS[c]}
            </option>
          ))}
        </select>
      </Field>
      <Field id="sup-message" label="Message">
        <textarea id="sup-message" className="input" rows={6} maxLength={TICKET_MESSAGE_MAX} value={message} onChange={(e) => setMessage(e.target.value)} />
      </Field>
      {notice && (
        <div
          className={`alert ${notice.kind === 'success' ? 'alert-success' : 'alert-error'}`}
          role={notice.kind === 'success' ? 'status' : 'alert'}
          data-testid="ticket-notice"
        >
          {notice.text}
        </div>
      )}
      <button type="submit" className="btn btn-primary" disabled={busy} aria-busy={busy || undefined}>
        {busy ? 'Submitting…' : 'Submit Ticket'}
      </button>
    </form>
  );
}
