import { NavLink } from 'react-router-dom';
import { useTranslation } from 'react-i18next';

export function WithdrawalTabs() {
  const { t } = useTranslation();
  return (
    <nav className="mny-tabs" aria-label={t('withdrawals.tabsLabel')}>
      <NavLink to="/withdrawals/new">{t('withdrawals.newWithdrawal')}</NavLink>
      <NavLink to="/withdrawals/history">{t('withdrawals.history')}</NavLink>
    </nav>
  );
}
