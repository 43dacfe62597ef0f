import { useTranslation } from 'react-i18next';
import type { ApiCallRecord } from '@portal/web-core';
import { DataTable, StatusBadge } from '@portal/web-core/ui';

const tone = (status: number) => (status >= 200 && status < 400 ? 'success' : 'danger');

/** The debug page's log: each API call the page made (route, status, duration, request id), newest first. */
export function ApiCallLog({ calls }: { calls: readonly ApiCallRecord[] }) {
  const { t } = useTranslation();
  return (
    <section className="card adm-section" aria-labelledby="admin-debug-log">
      <h2 id="admin-debug-log">{t('adminDebug.logTitle')}</h2>
      <p className="muted">{t('adminDebug.logHint')}</p>
      <div role="log" aria-labelledby="admin-debug-log">
        <DataTable
          label={t('adminDebug.logTitle')}
          columns={[t('adminDebug.route'), t('adminDebug.status'), t('adminDebug.duration'), t('adminDebug.requestId')]}
          rows={calls}
          empty={t('adminDebug.logEmpty')}
          renderRow={(call) => (
            <tr key={call.seq}>
              <th scope="row">
                <code>
                  {call.method} {call.route}
                </code>
              </th>
              <td>
                <StatusBadge tone={tone(call.status)}>{call.status === 0 ? t('adminDebug.noAnswer') : String(call.status)}</StatusBadge>
              </td>
              <td>{t('adminDebug.durationMs', { ms: call.durationMs })}</td>
              <td>
                <code>{call.requestId ?? '—'}</code>
              </td>
            </tr>
          )}
        />
      </div>
    </section>
  );
}
