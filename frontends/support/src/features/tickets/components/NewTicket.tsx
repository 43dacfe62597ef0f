import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useQueryClient } from '@tanstack/react-query';
import { TICKET_CATEGORIES, TICKET_MESSAGE_MAX, TICKET_SUBJECT_MAX, type TicketCategory } from '@portal/contracts/web';
import { useServerText } from '@portal/web-core';
import { isApiError } from '@portal/contracts/web';
import { Field, fieldAria, focusFirstInvalid } from '@portal/web-core/ui';
import { createTicket, ticketKeys } from '../api/tickets';

/** New Ticket (spec 2 §2.8, §5): subject, category and message; the new ticket starts open with priority medium. */
export function NewTicket() {
  const { t } = useTranslation();
  const serverText = useServerText();
  const queryClient = useQueryClient();
  const [subject, setSubject] = useState('');
  const [category, setCategory] = useState<TicketCategory>('general');
  const [message, setMessage] = useState('');
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState<{ kind: 'success' | 'error'; text: string } | null>(null);
  const [missing, setMissing] = useState<{ subject?: boolean; message?: boolean }>({});

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const blank = { subject: !subject.trim(), message: !message.trim() };
    setMissing(blank);
    if (blank.subject || blank.message) {
      setNotice({ kind: 'error', text: t('support.requiredFields') });
      focusFirstInvalid([blank.subject ? 'sup-subject' : null, blank.message ? 'sup-message' : null].filter((id): id is string => id !== null));
      return;
    }
    setBusy(true);
    setNotice(null);
    try {
      const ticket = await createTicket({ subject: subject.trim(), message: message.trim(), category });
      setNotice({ kind: 'success', text: t('support.created', { number: ticket.number }) });
      setSubject('');
      setMessage('');
      setCategory('general');
      void queryClient.invalidateQueries({ queryKey: ticketKeys.all });
    } catch (error) {
      const text = !isApiError(error)
        ? t('support.createFailed')
        : error.statusCode === 0
          ? t('support.network')
          : error.statusCode === 401
            ? t('support.loginToSubmit')
            : error.statusCode === 400
              ? serverText(error.message)
              : t('support.createFailed');
      setNotice({ kind: 'error', text });
    } finally {
      setBusy(false);
    }
  };

  return (
    <form onSubmit={(e) => void onSubmit(e)} noValidate aria-labelledby="sup-new-title">
      <h2 id="sup-new-title">{t('support.tabNew')}</h2>
      <Field id="sup-subject" label={t('support.subject')} required error={missing.subject ? t('forms.required') : null}>
        <input
          id="sup-subject"
          className="input"
          maxLength={TICKET_SUBJECT_MAX}
          {...fieldAria('sup-subject', { error: missing.subject ? t('forms.required') : null, required: true })}
          value={subject}
          onChange={(e) => {
            setSubject(e.target.value);
            setMissing((m) => ({ ...m, subject: false }));
          }}
        />
      </Field>
      <Field id="sup-category" label={t('support.category')}>
        <select id="sup-category" className="select" value={category} onChange={(e) => setCategory(e.target.value as TicketCategory)}>
          {TICKET_CATEGORIES.map((c) => (
            <option key={c} value={c}>
              {t(`support.category_${c}`)}
            </option>
          ))}
        </select>
      </Field>
      <Field id="sup-message" label={t('support.message')} required error={missing.message ? t('forms.required') : null}>
        <textarea
          id="sup-message"
          className="input"
          rows={6}
          maxLength={TICKET_MESSAGE_MAX}
          {...fieldAria('sup-message', { error: missing.message ? t('forms.required') : null, required: true })}
          value={message}
          onChange={(e) => {
            setMessage(e.target.value);
            setMissing((m) => ({ ...m, message: false }));
          }}
        />
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
        {busy ? t('support.submitting') : t('support.submitTicket')}
      </button>
    </form>
  );
}
