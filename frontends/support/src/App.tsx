import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeader, Tabs, usePageTitle } from '@portal/web-core/ui';
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

/** Rendered by the shell inside its frame for /support: Contact Info, New Ticket and My Tickets (spec 2 §2.8). */
export default function SupportApp() {
  const { t } = useTranslation();
  usePageTitle(t('support.title'));
  const [tab, setTab] = useState<TabId>('contact');
  return (
    <div className="sup-root">
      <PageHeader title={t('support.title')} />
      <Tabs label={t('support.title')} tabs={TABS.map((tab) => ({ id: tab.id, label: t(tab.label) }))} selected={tab} onSelect={setTab} idPrefix="sup">
        {tab === 'contact' && <ContactInfo />}
        {tab === 'new' && <NewTicket />}
        {tab === 'tickets' && <MyTickets />}
      </Tabs>
    </div>
  );
}
