import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Tabs, usePageTitle } from '@portal/web-core/ui';
import { ContactInfo } from './features/contact/components/ContactInfo';
import { MyTickets } from './features/tickets/components/MyTickets';
import { NewTicket } from './features/tickets/components/NewTicket';
import './support.css';

const TABS = [
  { id: 'contact', label: 'support.tabContact' },
  { id: 'new', label: 'support.tabNew' },
  { id: 'tickets', label: 'support.tabTickets' },
] as const;
type TabId = (typeof TABS)[number]['id'];

/** Rendered by the shell for /support: Contact Info, New Ticket and My Tickets (spec 2 §2.8). */
export default function SupportApp() {
  const { t } = useTranslation();
  usePageTitle(t('support.title'));
  const [tab, setTab] = useState<TabId>('contact');
  return (
    <div className="container sup-root">
      <h1>{t('support.title')}</h1>
      <Tabs
        label={t('support.title')}
        tabs={TABS.map((tab) => ({ id: tab.id, label: t(tab.label) }))}
        selected={tab}
        onSelect={setTab}
        idPrefix="sup"
        listClassName="sup-tabs"
        panelClassName="card"
      >
        {tab === 'contact' && <ContactInfo />}
        {tab === 'new' && <NewTicket />}
        {tab === 'tickets' && <MyTickets />}
      </Tabs>
    </div>
  );
}
