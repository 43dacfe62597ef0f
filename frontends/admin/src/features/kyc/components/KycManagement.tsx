import { useId, useState } from 'react';
import { KycAnalyticsPanel } from './KycAnalyticsPanel';
import { KycRequestsList } from './KycRequestsList';
import { AdminTabs } from '../../../components/AdminTabs';

const TABS = [
  { id: 'requests', label: 'KYC Requests' },
  { id: 'analytics', label: 'Analytics & Reports' },
] as const;
type Tab = (typeof TABS)[number]['id'];

/** KYC Management (spec 2 §2.9): the requests with their review dialog and bulk actions, and the analytics. */
export function KycManagement() {
  const baseId = useId();
  const [tab, setTab] = useState<Tab>('requests');
  return (
    <section className="card adm-section" aria-labelledby={`${baseId}-title`}>
      <h2 id={`${baseId}-title`}>KYC Management</h2>
      <AdminTabs label="KYC Management" tabs={TABS} selected={tab} onSelect={setTab} idPrefix={baseId}>
        {tab === 'requests' ? <KycRequestsList /> : <KycAnalyticsPanel />}
      </AdminTabs>
    </section>
  );
}
