import type { ReactNode } from 'react';
import { useLocation, useNavigate } from '@portal/web-core/router';
import { useTranslation } from 'react-i18next';
import { Tabs } from '@portal/web-core/ui';

const TABS = [
  { id: 'new', label: 'withdrawals.newWithdrawal' },
  { id: 'history', label: 'withdrawals.history' },
] as const;
type WithdrawalTab = (typeof TABS)[number]['id'];

/** New Withdrawal and History: the portal's tabs, each one an address (/withdrawals/new, /withdrawals/history). */
export function WithdrawalTabs({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const selected: WithdrawalTab = pathname.startsWith('/withdrawals/history') ? 'history' : 'new';
  return (
    <Tabs
      label={t('withdrawals.tabsLabel')}
      idPrefix="mny"
      tabs={TABS.map((tab) => ({ id: tab.id, label: t(tab.label) }))}
      selected={selected}
      onSelect={(id) => navigate(`/withdrawals/${id}`)}
      panel="plain"
    >
      {children}
    </Tabs>
  );
}
