import { QueryStatus } from '../../shared/QueryStatus';
import { useMutation } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { apiFetch, type ApiError } from '@portal/web-core';
import type { Log } from '../../shared/format';
import { useAdminWithdrawals } from '../withdrawals/api';
import { useStatusFlow } from '../withdrawals/useStatusFlow';
import { WithdrawalsTable } from '../withdrawals/WithdrawalsTable';

interface HealResult {
  fixed: { table: string; id: string; oldNumber: string; newNumber: string }[];
  message: string;
}

const RECENT = 5;

/** Financial tab (spec §2.9): Fix Duplicates and the most recent withdrawals with a status dropdown. */
export function FinancialActivity({ log }: { log?: Log }) {
  const heal = useMutation<HealResult, ApiError>({
    mutationFn: () => apiFetch<HealResult>('/api/admin/ledger/fix-duplicates', { method: 'POST' }),
    onMutate: () => log?.('POST /api/admin/ledger/fix-duplicates'),
    onSuccess: (result) => log?.(`→ ${result.message}`),
    onError: (error) => log?.(`→ failed: ${error.statusCode} ${error.message}`),
  });
  const withdrawals = useAdminWithdrawals();
  const flow = useStatusFlow();
  const recent = (withdrawals.data ?? []).slice(0, RECENT);

  return (
    <section className="card adm-section" aria-labelledby="adm-financial-title">
      <div className="adm-section-head">
        <h2 id="adm-financial-title">Financial Activity</h2>
        <button
          type="button"
          className="btn btn-navy btn-sm"
          onClick={() => heal.mutate()}
          disabled={heal.isPending}
          aria-busy={heal.isPending}
        >
          {heal.isPending ? 'Fixing…' : 'Fix Duplicates'}
        </button>
      </div>
      {heal.isSuccess && (
        <div className="alert alert-success">
          <p className="adm-flush" role="status" data-testid="fix-duplicates-result">
            {heal.data.message}
          </p>
          {heal.data.fixed.length > 0 && (
            <ul className="adm-fixed-list" aria-label="Renumbered transactions">
              {heal.data.fixed.map((f) => (
                <li key={`${f.table}:${f.id}`}>
                  {f.oldNumber} → {f.newNumber}
                </li>
              ))}
            </ul>
          )}
        </div>
      )}
      {heal.isError && (
        <div className="alert alert-error" role="alert">
          Failed to heal duplicates: {heal.error.message}
        </div>
      )}

      <div className="adm-section-head adm-subsection">
        <h3 className="adm-subhead">Recent withdrawals</h3>
        <Link to="/admin/withdrawals">Manage all withdrawals</Link>
      </div>
      {flow.feedback}
      <QueryStatus query={withdrawals} loading="Loading withdrawals…" failed="Failed to load withdrawals" />
      {withdrawals.data && recent.length === 0 && <p className="adm-empty">No withdrawals yet.</p>}
      {recent.length > 0 && <WithdrawalsTable rows={recent} flow={flow} caption={`The ${RECENT} most recent withdrawals`} />}
      {flow.dialog}
    </section>
  );
}
