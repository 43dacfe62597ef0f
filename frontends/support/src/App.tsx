import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { NewTicketForm, TicketList } from './features/tickets';
import './support.css';

const TABS = [
  { id: 'contact', label: 'Contact Info' },
  { id: 'new', label: 'New Ticket' },
  { id: 'tickets', label: 'My Tickets' },
] as const;
type TabId = (typeof TABS)[number]['id'];

/** Rendered by the shell for /support: Contact Info, New Ticket and My Tickets (spec 2 §2.8). */
export default function SupportApp() {
  const [tab, setTab] = useState<TabId>('contact');
  const refs = useRef<Record<string, HTMLButtonElement | null>>({});
  useEffect(() => {
    document.title = 'Support | UNSEAF Grant Portal';
  }, []);

  const onKeyDown = (event: KeyboardEvent, index: number) => {
    const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
    if (!step) return;
    const next = TABS[(index + step + TABS.length) % TABS.length];
    setTab(next.id);
    refs.current[next.id]?.focus();
  };

  return (
    <div className="container sup-root">
      <h1>Support</h1>
      <div role="tablist" aria-label="Support" className="sup-tabs">
        {TABS.map((t, i) => (
          <button
            key={t.id}
            ref={(el) => {
              refs.current[t.id] = el;
            }}
            type="button"
            role="tab"
            id={`sup-tab-${t.id}`}
            aria-selected={tab === t.id}
            aria-controls={`sup-panel-${t.id}`}
            tabIndex={tab === t.id ? 0 : -1}
            onClick={() => setTab(t.id)}
            onKeyDown={(e) => onKeyDown(e, i)}
          >
            {t.label}
          </button>
        ))}
      </div>
      <section className="card" role="tabpanel" id={`sup-panel-${tab}`} aria-labelledby={`sup-tab-${tab}`}>
        {tab === 'contact' && (
          <>
            <h2>Contact Info</h2>
            <p>
              <strong>Geneva office</strong>
              <br />
              Rue du Rhône 100, 1204 Geneva, Switzerland
            </p>
            <p>
              <strong>Live chat</strong>
              <br />
              Available 24/7
            </p>
          </>
        )}
        {tab === 'new' && <NewTicketForm />}
        {tab === 'tickets' && <TicketList />}
      </section>
    </div>
  );
}
