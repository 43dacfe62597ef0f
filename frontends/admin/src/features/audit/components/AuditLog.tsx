import { useState } from 'react';
import { ADMIN_USERS_SEARCH_DEBOUNCE_MS, type AdminAuditAction } from '@portal/contracts/web';
import { AdminAuditActionSchema } from '@portal/contracts/schemas';
import { formatDateTime, formatStatus } from '@portal/web-core';
import { Alert, QueryStatus, SearchField, DataTable, type DataTableColumn } from '@portal/web-core/ui';
import { useDebouncedValue } from '../../../hooks/use-debounced-value';
import { exportAuditCsv, useAudit } from '../api/get-audit';
import { Pager } from '../../../components/Pager';

const COLUMNS: DataTableColumn[] = ['Time', 'Admin', 'Action', 'Target', 'Change', 'Description'];

/** Audit log tab: every admin action with actor, time, target and old → new value; searchable; CSV export. */
export function AuditLog() {
  const [search, setSearch] = useState('');
  const [action, setAction] = useState<AdminAuditAction | ''>('');
  const [page, setPage] = useState(1);
  const [exportError, setExportError] = useState<string | null>(null);
  const settled = useDebouncedValue(search.trim(), ADMIN_USERS_SEARCH_DEBOUNCE_MS);
  const audit = useAudit({ search: settled, action, page });
  const data = audit.data;
  const pages = data ? Math.max(1, Math.ceil(data.total / data.pageSize)) : 1;

  return (
    <section aria-labelledby="adm-audit-title">
      <div className="adm-section-head">
        <h2 id="adm-audit-title">Audit Log</h2>
        <button
          type="button"
          className="btn btn-outline btn-sm"
          onClick={() => {
            setExportError(null);
            exportAuditCsv({ search: settled, action }).catch((error: Error) => setExportError(`Export failed: ${error.message}`));
          }}
        >
          Export CSV
        </button>
      </div>
      <div className="adm-filters">
        <SearchField
          label="Search the audit log"
          placeholder="User, e-mail, account, action or value"
          value={search}
          onChange={(value) => {
            setSearch(value);
            setPage(1);
          }}
          className="adm-search"
        />
        <label>
          Action{' '}
          <select
            className="input"
            value={action}
            onChange={(e) => {
              setAction(e.target.value as AdminAuditAction | '');
              setPage(1);
            }}
          >
            <option value="">All actions</option>
            {AdminAuditActionSchema.options.map((a) => (
              <option key={a} value={a}>
                {formatStatus(a)}
              </option>
            ))}
          </select>
        </label>
      </div>
      {exportError && <Alert tone="error">{exportError}</Alert>}
      <QueryStatus query={audit} loading="Loading the audit log…" />
      {data && data.entries.length === 0 && <p className="adm-empty">No audit entries match.</p>}
      {data && data.entries.length > 0 && (
        <DataTable
          label="Audit log"
          columns={COLUMNS}
          rows={data.entries}
          renderRow={(e) => (
            <tr key={e.id} data-action={e.action}>
              <td data-label="Time">{formatDateTime(e.at)}</td>
              <td data-label="Admin">{e.actorName ?? e.actorId}</td>
              <td data-label="Action">{formatStatus(e.action)}</td>
              <td data-label="Target">
                {e.user ? (
                  <>
                    <strong>{e.user.fullName}</strong>
                    <br />
                    <span className="adm-muted adm-break">{e.user.email}</span> · <span className="adm-mono">{e.user.accountNumber}</span>
                  </>
                ) : (
                  <span className="adm-muted">{e.userId ? 'Deleted user' : formatStatus(e.targetType)}</span>
                )}
                {e.targetType !== 'user' && (
                  <>
                    <br />
                    <span className="adm-muted">
                      {formatStatus(e.targetType)} {e.targetId}
                    </span>
                  </>
                )}
              </td>
              <td data-label="Change">{e.oldValue || e.newValue ? `${e.oldValue ?? '—'} → ${e.newValue ?? '—'}` : '—'}</td>
              <td data-label="Description">{e.description ?? ''}</td>
            </tr>
          )}
        />
      )}
      {data && <Pager label="Audit log pages" page={page} pages={pages} onPage={setPage} />}
    </section>
  );
}
