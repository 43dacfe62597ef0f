import { useState } from 'react';
import { Tabs, usePageTitle } from '@portal/web-core/ui';
import { ContactInfo } from './features/contact/components/ContactInfo';
import { MyTickets } from './features/tickets/components/MyTickets';
import { NewTicket } from './features/tickets/components/NewTicket';
import './support.css';

const TABS = [
  { id: 'contact', label: 'Contact Info' },
  { id: 'new', label: 'New Ticket' },
  { id: 'tickets', label: 'My Tickets' },
] as const;
type TabId = (typeof TABS)[number]['id'];

/** Rendered by the shell for /support: Contact Info, New Ticket and My Tickets (spec 2 §2.8). */
export default function SupportApp() {
  usePageTitle('Support');
  const [tab, setTab] = useState<TabId>('contact');
  return (
    <div className="container sup-root">
      <h1>Support</h1>
      <Tabs label="Support" tabs={TABS} selected={tab} onSelect={setTab} idPrefix="sup" listClassName="sup-tabs" panelClassName="card">
        {tab === 'contact' && <ContactInfo />}
        {tab === 'new' && <NewTicket />}
        {tab === 'tickets' && <MyTickets />}
      </Tabs>
    </div>
  );
}
