import { useId, useState } from 'react';
import { TICKET_CATEGORY_LABELS, type TicketStatus } from '@portal/contracts/web';
import { formatDateTime, formatStatus } from '@portal/web-core';
import { QueryStatus, DataTable } from '@portal/web-core/ui';
import { useAdminTickets } from '../api/admin-tickets';
import { AdminTicketDialog } from './AdminTicketDialog';

/** The support tickets of every recipient, by status, each opening the admin ticket modal. */
export function TicketsTab() {
  const titleId = useId();
  const [status, setStatus] = useState<TicketStatus | 'all'>('all');
  const [open, setOpen] = useState<string | null>(null);
  const query = useAdminTickets(status === 'all' ? undefined : status);
  return (
    <section className="card adm-section" aria-labelledby={titleId}>
      <h2 id={titleId}>Support Tickets</h2>
      <label className="field">
        <span className="label">Ticket status</span>
        <select className="input" value={status} onChange={(e) => setStatus(e.target.value as TicketStatus | 'all')}>
          <option value="all">All</option>
          <option value="open">Open</option>
          <option value="in_progress">In progress</option>
          <option value="resolved">Resolved</option>
          <option value="closed">Closed</option>
        </select>
      </label>
      <QueryStatus query={query} loading="Loading tickets…" />
      {query.data && (
        <DataTable
          label="Tickets"
          columns={['Ticket', 'Subject', 'Category', 'Priority', 'Status', 'Created', { label: 'Actions', hideLabel: true }]}
          rows={query.data}
          empty="No tickets."
          renderRow={(t) => (
            <tr key={t.id}>
              <td>#{t.number}</td>
              <td>{t.subject}</td>
              <td>{TICKET_CATEGORY_LABELS[t.category]}</td>
              <td>{formatStatus(t.priority)}</td>
              <td>{formatStatus(t.status)}</td>
              <td>{formatDateTime(t.createdAt)}</td>
              <td>
                <button type="button" className="btn btn-sm btn-outline" aria-label={`Open ticket #${t.number}`} onClick={() => setOpen(t.id)}>
                  Open
                </button>
              </td>
            </tr>
          )}
        />
      )}
      {open && <AdminTicketDialog ticketId={open} onClose={() => setOpen(null)} />}
    </section>
  );
}
