import type { ReactNode } from 'react';
import { Api } from '@portal/contracts/web';
import { routeLabel, useMayCall } from '@portal/web-core';
import { useFixDuplicates } from '../api/fix-duplicates';

/** Financial tab (spec §2.9): Fix Duplicates, then what the page puts under it (the recent withdrawals). */
export function FinancialActivity({ log, children }: { log?: (line: string) => void; children: ReactNode }) {
  const heal = useFixDuplicates();
  const mayFix = useMayCall(Api.admin.fixDuplicates);
  const fix = () => {
    log?.(routeLabel(Api.admin.fixDuplicates));
    heal.mutate(undefined, {
      onSuccess: (result) => log?.(`→ ${result.message}`),
      onError: (error) => log?.(`→ failed: ${error.statusCode} ${error.message}`),
    });
  };

  return (
    <section className="card adm-section" aria-labelledby="adm-financial-title">
      <div className="adm-section-head">
        <h2 id="adm-financial-title">Financial Activity</h2>
        {mayFix && (
          <button type="button" className="btn btn-navy btn-sm" onClick={fix} disabled={heal.isPending} aria-busy={heal.isPending}>
            {heal.isPending ? 'Fixing…' : 'Fix Duplicates'}
          </button>
        )}
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
      {children}
    </section>
  );
}
