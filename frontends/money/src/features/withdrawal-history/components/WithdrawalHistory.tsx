import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import type { WithdrawalView } from '@portal/contracts';
import { loadErrorText } from '@portal/web-core';
import { QueryStatus, SearchField } from '@portal/web-core/ui';
import { useWithdrawals } from '../api/get-withdrawals';
import { matchesWithdrawal } from '../utils/match-withdrawal';
import { ReceiptDialog } from './ReceiptDialog';
import { WithdrawalCard } from './WithdrawalCard';

/** The history tab (spec 2 §2.5): a free-text filter and one card per withdrawal. */
export function WithdrawalHistory() {
  const navigate = useNavigate();
  const list = useWithdrawals();
  const [query, setQuery] = useState('');
  const [receiptFor, setReceiptFor] = useState<WithdrawalView | null>(null);
  const shown = useMemo(() => (list.data ?? []).filter((w) => matchesWithdrawal(w, query.trim())), [list.data, query]);

  return (
    <section className="mny-history" aria-labelledby="mny-history-title">
      <div className="mny-history-head">
        <h2 id="mny-history-title">Withdrawal History</h2>
        <SearchField
          id="mny-history-search"
          label="Search"
          placeholder="Transaction number, method or status"
          value={query}
          onChange={setQuery}
          className="mny-search"
        />
      </div>

      {!list.isSuccess ? (
        <QueryStatus query={list} loading="Loading withdrawals…" errorText={loadErrorText} />
      ) : shown.length === 0 ? (
        <div className="mny-empty">
          <p>{list.data.length > 0 ? 'No matching withdrawals' : 'No withdrawals yet'}</p>
          <button type="button" className="btn btn-primary" onClick={() => navigate('/withdrawals/new')}>
            New Withdrawal
          </button>
        </div>
      ) : (
        <ul className="mny-cards" aria-label="Withdrawals">
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
