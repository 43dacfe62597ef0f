import { useMemo, useState } from 'react';
import { useNavigate } from '@portal/web-core/router';
import { useTranslation } from 'react-i18next';
import type { WithdrawalView } from '@portal/contracts/web';
import { loadErrorText, useServerText } from '@portal/web-core';
import { QueryStatus, SearchField } from '@portal/web-core/ui';
import { useWithdrawals } from '../api/get-withdrawals';
import { matchesWithdrawal } from '../utils/match-withdrawal';
import { ReceiptDialog } from './ReceiptDialog';
import { WithdrawalCard } from './WithdrawalCard';

/** The history tab (spec 2 §2.5): a free-text filter and one card per withdrawal. */
export function WithdrawalHistory() {
  const { t } = useTranslation();
  const serverText = useServerText();
  const navigate = useNavigate();
  const list = useWithdrawals();
  const [query, setQuery] = useState('');
  const [receiptFor, setReceiptFor] = useState<WithdrawalView | null>(null);
  const shown = useMemo(() => (list.data ?? []).filter((w) => matchesWithdrawal(w, query.trim())), [list.data, query]);

  return (
    <section className="mny-history" aria-labelledby="mny-history-title">
      <div className="mny-history-head">
        <h2 id="mny-history-title">{t('withdrawals.historyTitle')}</h2>
        <SearchField
          id="mny-history-search"
          label={t('withdrawals.search')}
          placeholder={t('withdrawals.searchPlaceholder')}
          value={query}
          onChange={setQuery}
          className="mny-search"
        />
      </div>

      {!list.isSuccess ? (
        <QueryStatus query={list} loading={t('withdrawals.loading')} errorText={(error) => serverText(loadErrorText(error))} retryLabel={t('common.retry')} />
      ) : shown.length === 0 ? (
        <div className="mny-empty">
          <p>{list.data.length > 0 ? t('withdrawals.noMatching') : t('withdrawals.noneYet')}</p>
          <button type="button" className="btn btn-primary" onClick={() => navigate('/withdrawals/new')}>
            {t('withdrawals.newWithdrawal')}
          </button>
        </div>
      ) : (
        <ul className="mny-cards" aria-label={t('withdrawals.listLabel')}>
          {shown.map((w) => (
            <li key={w.id}>
              <WithdrawalCard withdrawal={w} onReceipt={() => setReceiptFor(w)} />
            </li>
          ))}
        </ul>
      )}
      {receiptFor && <ReceiptDialog withdrawal={receiptFor} onClose={() => setReceiptFor(null)} />}
    </section>
  );
}
